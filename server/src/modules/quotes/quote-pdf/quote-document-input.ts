import { filsToDecimal, quoteStatus, type EmirateCode, type ShopLocale } from "@proav/shop-rules";
import type { RestQuote } from "../../../backend/rest-types.js";
import { sellerAddress, type SellerDetails } from "../../shop/index.js";
import { filsOf, quotedLineFils, quotedTotals, webTotalFils } from "../quote-money.js";
import type { QuoteDocumentInput } from "./quote-document.js";

// The backend's quote (its JSON, amounts in AED) as the quotation's model reads it: priced by the quotes module's
// money (quote-money.ts, the order money rule acceptQuote stores), so the PDF says what `Quote.quotedTotals` says.
// Line titles as given (`lineTitle` translates them first, quote-pdf-file.ts).

const decimal = (fils: number | null) => (fils === null ? null : filsToDecimal(fils));

/** The quote's document input in `locale`, its status as the shopper sees it on `today` (`YYYY-MM-DD`, UAE). */
export function quoteDocumentInput(quote: RestQuote, seller: SellerDetails, locale: ShopLocale, today: string): QuoteDocumentInput {
  const status = quoteStatus(quote.status, quote.valid_until, today);
  // A declined quote offers no prices, even ones the shop had quoted before declining.
  const offered = status !== "declined";
  const totals = quotedTotals(quote);
  return {
    number: quote.number,
    status,
    createdAt: quote.created_at,
    quotedAt: quote.quoted_at,
    validUntil: quote.valid_until,
    neededBy: quote.needed_by,
    company: quote.company,
    contactName: quote.contact_name,
    contactEmail: quote.contact_email,
    contactPhone: quote.contact_phone,
    trn: quote.trn,
    emirate: quote.emirate.toUpperCase() as EmirateCode,
    notes: quote.notes,
    shopNote: quote.shop_note,
    orderNumber: quote.order_number,
    seller: { legalName: seller.legalName, addressLines: sellerAddress(seller, locale), trn: seller.trn, sample: seller.sample },
    lines: quote.lines.map((line) => ({
      title: line.title,
      partNumber: line.part_number,
      quantity: line.quantity,
      webUnitPrice: filsToDecimal(filsOf(line.web_unit_price)),
      quotedUnitPrice: offered && line.quoted_unit_price !== null ? filsToDecimal(filsOf(line.quoted_unit_price)) : null,
      quotedLineTotal: offered ? decimal(quotedLineFils(line)) : null,
    })),
    webTotal: filsToDecimal(webTotalFils(quote)),
    quotedTotals: totals
      ? {
          subTotal: filsToDecimal(totals.subTotal),
          shipping: filsToDecimal(totals.shipping),
          vatIncluded: filsToDecimal(totals.vatIncluded),
          total: filsToDecimal(totals.total),
        }
      : null,
  };
}
