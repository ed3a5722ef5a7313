import type { OrderJson, OrderJsonLine } from "@proav/einvoice";

// Strapi's webhook for the `order` model (`entry.update` when the shop cancels an order in the admin panel, which
// allocates its credit note): the entry is the order as the backend stores it, so the credit note can be prepared
// and sent at once instead of on the order's next read. Only an entry with everything a document needs is taken;
// anything else is left to the lazy path (the next read of the order through the REST API).

type Entry = Record<string, unknown>;

const text = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const textOrNull = (v: unknown) => (v === undefined || v === null ? null : text(v) ? v : undefined);

/** A JSON number, or a decimal string as some databases hand decimals to Strapi ("48999.00"). */
function amount(v: unknown): number | undefined {
  if (typeof v === "number" && Number.isFinite(v) && v >= 0) return v;
  if (typeof v === "string" && /^\d+(\.\d{1,2})?$/.test(v)) return Number(v);
  return undefined;
}

function address(v: unknown): { emirate: string; area: string; street: string; building: string } | undefined {
  if (!v || typeof v !== "object") return undefined;
  const a = v as Entry;
  return text(a.emirate) && text(a.area) && text(a.street) && text(a.building)
    ? { emirate: a.emirate, area: a.area, street: a.street, building: a.building }
    : undefined;
}

function line(v: unknown): OrderJsonLine | undefined {
  if (!v || typeof v !== "object") return undefined;
  const l = v as Entry;
  const unit = amount(l.unit_price);
  const list = l.list_price === undefined || l.list_price === null ? null : amount(l.list_price);
  const partNumber = textOrNull(l.part_number);
  if (!text(l.title) || unit === undefined || list === undefined || partNumber === undefined) return undefined;
  if (!Number.isSafeInteger(l.quantity) || (l.quantity as number) < 1) return undefined;
  return { title: l.title, part_number: partNumber, unit_price: unit, quantity: l.quantity as number, list_price: list };
}

/** The order of an `order` webhook when it is a company order with everything its documents need; else null. */
export function orderFromWebhook(body: unknown): OrderJson | null {
  if (!body || typeof body !== "object") return null;
  const { model, event, entry } = body as { model?: unknown; event?: unknown; entry?: unknown };
  if (model !== "order" || (event !== "entry.update" && event !== "entry.create") || !entry || typeof entry !== "object") return null;
  const e = entry as Entry;
  const company = e.company && typeof e.company === "object" ? (e.company as Entry) : null;
  const billing = address(company);
  const shipTo = address(e.shipping_address);
  const shippingName = (e.shipping_address as Entry | undefined)?.name;
  const lines = Array.isArray(e.lines) ? e.lines.map(line) : [];
  const [shipping, total] = [amount(e.shipping), amount(e.total)];
  const [invoice, invoicedAt, creditNote, creditedAt, po] = [e.invoice_number, e.invoiced_at, e.credit_note_number, e.credited_at, e.po_number].map(textOrNull);
  if (!company || !text(company.legal_name) || !text(company.trn) || !billing || !shipTo || !text(shippingName)) return null;
  if (!text(e.number) || !text(e.created_at) || !text(invoice) || lines.length === 0 || lines.some((l) => !l)) return null;
  if (shipping === undefined || total === undefined || (e.payment_method !== "cash_on_delivery" && e.payment_method !== "bank_transfer")) return null;
  if (invoicedAt === undefined || creditNote === undefined || creditedAt === undefined || po === undefined) return null;
  return {
    number: e.number,
    created_at: e.created_at,
    invoice_number: invoice,
    invoiced_at: invoicedAt,
    credit_note_number: creditNote,
    credited_at: creditedAt,
    lines: lines as OrderJsonLine[],
    shipping,
    total,
    shipping_address: { ...shipTo, name: shippingName },
    payment_method: e.payment_method,
    company: { ...billing, legal_name: company.legal_name, trn: company.trn },
    po_number: po,
    locale: text(e.locale) ? e.locale : null,
  };
}
