import type { XMLBuilder } from "xmlbuilder2/lib/interfaces.js";
import { EMIRATE_SUBDIVISION, UAE_TIN_SCHEME, buyerEndpoint, tinFromTrn } from "./pint-ae-codes.js";
import type { Buyer, Seller, UaeAddress } from "./tax-invoice.js";

// The UBL parties: seller (AccountingSupplierParty), buyer (AccountingCustomerParty) and the delivery address.

export const NS = {
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  creditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
} as const;

/** Adds a basic component with its text (and attributes) and returns the parent. */
export function cbc(parent: XMLBuilder, name: string, text: string, attributes?: Record<string, string>): XMLBuilder {
  parent.ele(NS.cbc, `cbc:${name}`, attributes).txt(text);
  return parent;
}

/** Adds an aggregate component and returns it. */
export function cac(parent: XMLBuilder, name: string): XMLBuilder {
  return parent.ele(NS.cac, `cac:${name}`);
}

function vatScheme(parent: XMLBuilder): void {
  cbc(cac(parent, "TaxScheme"), "ID", "VAT");
}

/** A postal address: ibr-143-ae and ibr-144-ae want the street, city and emirate (ibr-128-ae's codes). */
export function postalAddress(parent: XMLBuilder, name: "PostalAddress" | "Address", address: UaeAddress): void {
  const node = cac(parent, name);
  cbc(node, "StreetName", address.street);
  if (address.additionalStreet) cbc(node, "AdditionalStreetName", address.additionalStreet);
  cbc(node, "CityName", address.city);
  cbc(node, "CountrySubentity", EMIRATE_SUBDIVISION[address.emirate]);
  cbc(cac(node, "Country"), "IdentificationCode", "AE");
}

function partyTaxScheme(party: XMLBuilder, trn: string): void {
  const scheme = cac(party, "PartyTaxScheme");
  cbc(scheme, "CompanyID", trn); // IBT-031 / IBT-048, ibr-132-ae
  vatScheme(scheme);
}

export function sellerParty(root: XMLBuilder, seller: Seller): void {
  const party = cac(cac(root, "AccountingSupplierParty"), "Party");
  cbc(party, "EndpointID", tinFromTrn(seller.trn), { schemeID: UAE_TIN_SCHEME });
  if (seller.tradeName) cbc(cac(party, "PartyName"), "Name", seller.tradeName);
  postalAddress(party, "PostalAddress", seller.address);
  partyTaxScheme(party, seller.trn);
  const legal = cac(party, "PartyLegalEntity");
  cbc(legal, "RegistrationName", seller.legalName);
  // ibr-150-ae, ibr-181-ae, ibr-173-ae, ibr-172-ae: the trade licence (TL) and its issuing authority.
  cbc(legal, "CompanyID", seller.tradeLicence.number, { schemeAgencyID: "TL", schemeAgencyName: seller.tradeLicence.authority });
}

export function buyerParty(root: XMLBuilder, buyer: Buyer): void {
  const party = cac(cac(root, "AccountingCustomerParty"), "Party");
  cbc(party, "EndpointID", buyerEndpoint(buyer), { schemeID: UAE_TIN_SCHEME });
  postalAddress(party, "PostalAddress", buyer.address);
  partyTaxScheme(party, buyer.trn);
  cbc(cac(party, "PartyLegalEntity"), "RegistrationName", buyer.companyLegalName);
  cbc(cac(party, "Contact"), "Name", buyer.name);
}

/** Where and when the goods were supplied; ibr-142-ae wants the address on an e-commerce supply. */
export function delivery(root: XMLBuilder, supplyDate: string, address: UaeAddress): void {
  const node = cac(root, "Delivery");
  cbc(node, "ActualDeliveryDate", supplyDate);
  postalAddress(cac(node, "DeliveryLocation"), "Address", address);
}
