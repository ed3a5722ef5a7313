// The einvoicing module's one public entry: PINT AE e-documents for company orders, their delivery to the
// Accredited Service Provider and their statuses. Nothing outside modules/einvoicing/ imports a file of it
// directly (`npm run lint`, eslint.config.js). It leans on shop (the seller) only; orders reads it, never the reverse.

export { EDocuments, type EDocumentMetrics } from "./e-documents.js";
export { createEDocuments } from "./create-e-documents.js";
export { EInvoiceConfigError, einvoiceConfigFromEnv, type EInvoiceConfig } from "./einvoice-config.js";
export { XML_FILE, xmlPathOf, type EDocumentModel, type EDocumentRecord, type EDocumentStatus } from "./edocument-record.js";
export { orderFromWebhook } from "./order-webhook.js";
