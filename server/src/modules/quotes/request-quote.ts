import { dubaiDate } from "@proav/shop-rules";
import type { RequestQuoteInput } from "../../__generated__/resolvers-types.js";
import type { RestQuote } from "../../backend/rest-types.js";
import type { GatewayContext } from "../../context.js";
import { FieldIssues } from "../../errors/user-input.js";
import { productsOnSale } from "../catalog/index.js";
import { withLineTitles, type EmailDeliveryModel } from "../orders/index.js";
import { checkQuoteDetails, checkQuoteLines, checkQuoteProducts } from "./quote-request-rules.js";
import { quoteAcknowledgement, quoteNotification } from "./quote-emails.js";
import type { QuoteRequestedModel } from "./quote-model.js";

// requestQuote: check everything the gateway can (every problem at once), count the attempt per address and per
// contact e-mail, then send ids and quantities: the backend snapshots titles and web prices and numbers the
// request. Then the two e-mails; a mail failure never fails the request (its outcome is answered instead).

export async function requestQuote(ctx: GatewayContext, input: RequestQuoteInput): Promise<QuoteRequestedModel> {
  const issues = new FieldIssues();
  const lines = checkQuoteLines(issues, input);
  const details = checkQuoteDetails(issues, input, dubaiDate(new Date()));
  const products = await productsOnSale(
    ctx.catalog,
    lines.map((l) => l.productId),
  );
  checkQuoteProducts(issues, lines, products);
  issues.throwIfAny();
  // Counted once it would be sent (a requester correcting a field spends nothing): per address, and per e-mail so
  // nobody floods one inbox with acknowledgements from many addresses.
  await ctx.limitAttempt("quote");
  await ctx.limitAttempt("quote", `email:${details!.contact_email.toLowerCase()}`);
  const stored = await ctx.account.quotes.request({
    ...details!,
    lines: lines.map((l) => ({ product: l.productId, quantity: l.quantity })),
    // The language of the page it was sent from: the acknowledgement and the quote's PDF are written in it.
    locale: ctx.locale,
  });
  return { quote: stored, acknowledgementEmail: await sendMails(ctx, stored) };
}

/** The shop's notification and the requester's acknowledgement, at once; answers the acknowledgement's outcome. */
async function sendMails(ctx: GatewayContext, quote: RestQuote): Promise<EmailDeliveryModel> {
  // The titles in the request's language, as the requester chose them (the backend stores the English ones).
  const titled = await withLineTitles(ctx.catalog, quote);
  const [, status] = await Promise.all([
    ctx.mailer.send(quoteNotification(quote, ctx.shopInbox, ctx.requestId)),
    ctx.mailer.send(quoteAcknowledgement(titled, ctx.seller.legalName, ctx.publicOrigin)),
  ]);
  return { to: quote.contact_email, status };
}
