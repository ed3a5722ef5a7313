import { describe, expect, it } from "vitest";
import { MATRIX, sampleInvoice } from "../test/invoice-fixtures.js";
import { buildPintAeXml } from "./ubl-document.js";

// The document's shape; that it passes PINT AE is checked against the official rules in test/pint-ae-rules.test.ts.

describe("buildPintAeXml", () => {
  it("writes a PINT AE invoice for an online sale", () => {
    const xml = buildPintAeXml(sampleInvoice());
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/);
    expect(xml).toContain("<cbc:CustomizationID>urn:peppol:pint:billing-1@ae-1</cbc:CustomizationID>");
    expect(xml).toContain("<cbc:ProfileID>urn:peppol:bis:billing</cbc:ProfileID>");
    expect(xml).toContain("<cbc:ProfileExecutionID>00000010</cbc:ProfileExecutionID>");
    expect(xml).toContain('<cbc:EndpointID schemeID="0235">1001234567</cbc:EndpointID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0235">1009876543</cbc:EndpointID>');
    expect(xml).toContain("<cbc:CompanyID>100987654300003</cbc:CompanyID>");
    expect(xml).toMatch(/<cac:OrderReference>\s*<cbc:ID>PO-2026-0415<\/cbc:ID>/);
    expect(xml).toMatch(/<cbc:PaymentMeansCode name="Cash on delivery">10<\/cbc:PaymentMeansCode>\s*<cbc:PaymentID>ORD-2026-11-0042</);
  });

  it("writes the same bytes for the same invoice", () => {
    expect(buildPintAeXml(sampleInvoice())).toBe(buildPintAeXml(sampleInvoice()));
  });

  it("writes a credit note that refers to its invoice and gives the reason", () => {
    const xml = buildPintAeXml(MATRIX["credit note for a cancelled order"] ?? sampleInvoice());
    expect(xml).toContain("<CreditNote xmlns=");
    expect(xml).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
    expect(xml).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>INV-000123<\/cbc:ID>/);
    expect(xml).toContain("<cbc:ResponseCode>DL8.61.1.A</cbc:ResponseCode>");
    expect(xml).toContain("<cac:CreditNoteLine>");
    expect(xml).not.toContain("DueDate");
  });

  it("writes the IBAN of a bank transfer and the predefined address of a buyer not on the network", () => {
    const xml = buildPintAeXml(MATRIX["Arabic order, buyer not yet on the network"] ?? sampleInvoice());
    expect(xml).toMatch(/<cbc:PaymentMeansCode name="Credit transfer">30<\/cbc:PaymentMeansCode>/);
    expect(xml).toMatch(/<cac:PayeeFinancialAccount>\s*<cbc:ID>AE070331234567890123456<\/cbc:ID>/);
    expect(xml).toContain('<cbc:EndpointID schemeID="0235">9900000098</cbc:EndpointID>');
    expect(xml).toContain("<cbc:RegistrationName>شركة الواحة للإنتاج الإعلامي ذ.م.م</cbc:RegistrationName>");
  });

  it("escapes what XML would otherwise read as markup", () => {
    const invoice = sampleInvoice();
    const xml = buildPintAeXml({ ...invoice, lines: [{ ...invoice.lines[0]!, description: 'Cable <XLR> & "Speakon"' }] });
    expect(xml).toContain('<cbc:Description>Cable &lt;XLR&gt; &amp; "Speakon"</cbc:Description>');
  });
});
