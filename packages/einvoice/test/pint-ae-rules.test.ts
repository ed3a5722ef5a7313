import { beforeAll, describe, expect, it } from "vitest";
import { buildPintAeXml, type TaxInvoice } from "../src/index.js";
import { FIFTY_LINES, MATRIX, sampleInvoice } from "./invoice-fixtures.js";
import { describeFindings, fatal, findRulesDir, loadRules, RULES_RELEASE, validate, type Finding } from "./pint-ae-schematron.js";

// Every document the shop builds must pass OpenPeppol's PINT AE rules (release 2026.5: the UBL rules and the
// jurisdiction-aligned AE rules) with no fatal finding; a finding fails the test and is printed with its id and
// text. The rules are not in git: without them this file is skipped, saying where to put them.

const rulesDir = findRulesDir();
if (!rulesDir) console.warn(`PINT AE ${RULES_RELEASE} rules not found: see packages/einvoice/test/pint-ae-rules/README.md`);

describe.skipIf(!rulesDir)(`PINT AE ${RULES_RELEASE} Schematron`, () => {
  let sefs: Map<Finding["rules"], unknown>;
  const timings: string[] = [];

  beforeAll(async () => {
    const loaded = await loadRules(rulesDir ?? "");
    sefs = loaded.sefs;
    if (loaded.compiledMs > 0) timings.push(`compiled the rules to SEF in ${(loaded.compiledMs / 1000).toFixed(1)} s`);
    return () => console.log(`[pint-ae] ${timings.join("; ")}`);
  });

  function check(invoice: TaxInvoice): Finding[] {
    const xml = buildPintAeXml(invoice);
    const started = performance.now();
    const findings = validate(sefs, xml);
    timings.push(`${invoice.number} (${invoice.lines.length} lines, ${(xml.length / 1024).toFixed(1)} KiB) in ${Math.round(performance.now() - started)} ms`);
    return findings;
  }

  it.each(Object.entries(MATRIX))("%s: no fatal finding", (_name, invoice) => {
    const findings = fatal(check(invoice));
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  it("reports a broken document's rule by id and text (no seller TRN)", () => {
    const invoice = sampleInvoice();
    const xml = buildPintAeXml(invoice).replace(/<cac:PartyTaxScheme>\s*<cbc:CompanyID>100123456700003<\/cbc:CompanyID>[\s\S]*?<\/cac:PartyTaxScheme>/, "");
    expect(xml).not.toContain("<cbc:CompanyID>100123456700003</cbc:CompanyID>");
    const findings = fatal(validate(sefs, xml));
    expect(describeFindings(findings)).toContain("ibr-134-ae");
    expect(findings).toContainEqual(
      expect.objectContaining({ id: "ibr-134-ae", text: expect.stringContaining("Seller VAT Identifier (IBT-031) MUST be there") }),
    );
  });

  it("rejects VAT rounded line by line on the 50-line order (why allocateVat exists)", () => {
    const invoice = sampleInvoice({ lines: FIFTY_LINES, shipping: 0 });
    const lines = invoice.lines.map((line) => {
      const vatFils = Math.round((line.totalFils * 5) / 105);
      return { ...line, vatFils, netFils: line.totalFils - vatFils, unitPriceExclVat: ((line.totalFils - vatFils) / 100).toFixed(2) };
    });
    const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
    const totals = { netFils: sum((l) => l.netFils), vatFils: sum((l) => l.vatFils), totalFils: sum((l) => l.totalFils) };
    expect(totals.vatFils).not.toBe(invoice.totals.vatFils);
    expect(fatal(check({ ...invoice, number: "INV-NAIVE-ROUNDING", lines, totals })).map((f) => f.id)).toContain("aligned-ibrp-s-09");
  });
});
