import { Link, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { dubaiDate, parseShopCookies } from "@proav/shop-rules";
import type { Route } from "./+types/quote-request";
import { formPagesStylesheet } from "../../components/form-pages-stylesheet";
import { hasSessionCookie } from "../../lib/auth/session-cookie.server";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";
import { quoteRequestStylesheet } from "../../features/quotes/request/quote-request-stylesheet";
import { QuoteRequestAccountQuery, QuoteRequestProductsQuery } from "../../features/quotes/request/quote-request-queries";
import { startingLines, type QuoteRequestSource } from "../../features/quotes/request/quote-request-lines";
import { EMPTY_REQUEST, prefilledRequest } from "../../features/quotes/request/quote-request-values";
import { quoteRequestAction } from "../../features/quotes/request/quote-request-action.server";
import { QuoteRequestForm } from "../../features/quotes/request/quote-request-form";
import { QuoteRequestSent, sentRequestOf } from "../../features/quotes/request/quote-request-sent";
import type { QuoteLineProduct } from "../../features/quotes/request/quote-request-queries";

export const handle: RouteStringsHandle = { strings: ["quoteRequest"] };

export const links: Route.LinksFunction = () => [formPagesStylesheet, quoteRequestStylesheet];

// The request for quote starts from its URL: `?product=<id>&quantity=<n>` (the product page's GET form) or
// `?from=cart` (the cart cookie's lines), each line shown with its product as the gateway sells it in this page's
// language. A shopper with the session cookie finds the form filled from the account (on the server, so it works
// without JavaScript). `?sent=<number>` is a guest's confirmation.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const today = dubaiDate(new Date());
  const sent = sentRequestOf(url.searchParams);
  const { source, lines } = sent
    ? { source: "none" as const, lines: [] }
    : startingLines(url.searchParams, parseShopCookies(request.headers.get("cookie")).cart);
  const [found, account] = await Promise.all([
    lines.length
      ? context.apollo.query({ query: QuoteRequestProductsQuery, variables: { ids: lines.map((l) => l.productId) }, errorPolicy: "all" }).catch(() => null)
      : null,
    !sent && hasSessionCookie(request) ? context.apollo.query({ query: QuoteRequestAccountQuery, errorPolicy: "all" }).catch(() => null) : null,
  ]);
  const products: Record<string, QuoteLineProduct> = {};
  for (const product of found?.data?.productsByIds ?? []) if (product) products[product.id] = product;
  const loadFailed = lines.length > 0 && !found?.data;
  const sold = lines.filter((l) => products[l.productId]);
  return {
    sent,
    source,
    lines: sold,
    products,
    notSold: loadFailed ? 0 : lines.length - sold.length,
    prefill: prefilledRequest(account?.data),
    loadFailed,
    today,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return quoteRequestAction(request, context.apollo);
}

export default function QuoteRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  useRouteStrings("quoteRequest");
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { sent, source, lines, products, notSold, prefill, loadFailed, today } = loaderData;
  return (
    <div className="quote-request-page">
      <title>{t("quoteRequest.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t("quoteRequest.heading")}</h1>
      {sent ? (
        <QuoteRequestSent sent={sent} />
      ) : (
        <>
          <p className="quote-request-page__lead">{t("quoteRequest.lead")}</p>
          {loadFailed ? (
            <p className="notice notice--error" role="alert">
              {t("quoteRequest.lines.loadFailed")}
            </p>
          ) : null}
          {notSold > 0 ? (
            <p className="notice" role="status">
              {t("quoteRequest.lines.notSold", { count: notSold })}
            </p>
          ) : null}
          <QuoteRequestForm
            products={products}
            startLines={lines}
            startValues={prefill ?? EMPTY_REQUEST}
            today={today}
            answer={actionData}
            pending={navigation.state === "submitting" && navigation.formMethod === "POST"}
            intro={prefill ? <p className="notice">{t("quoteRequest.prefilled")}</p> : null}
            empty={loadFailed ? null : <EmptyRequest source={source} />}
          />
        </>
      )}
    </div>
  );
}

/** No line to price: say why, and lead back to where a request starts. */
function EmptyRequest({ source }: { source: QuoteRequestSource }) {
  const { t } = useTranslation();
  const text = source === "cart" ? "quoteRequest.empty.cartText" : source === "product" ? "quoteRequest.empty.productText" : "quoteRequest.empty.text";
  return (
    <div className="panel empty-state" data-testid="quote-request-empty">
      <h2>{t("quoteRequest.empty.title")}</h2>
      <p>{t(text)}</p>
      <p className="quote-request-page__links">
        <Link className="button button--primary button--inline" to="/account/shopping-cart">
          {t("quoteRequest.empty.toCart")}
        </Link>
        <Link className="button button--inline" to="/shop">
          {t("quoteRequest.empty.toShop")}
        </Link>
      </p>
    </div>
  );
}
