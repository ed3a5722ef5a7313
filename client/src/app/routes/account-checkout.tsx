import { useEffect, useMemo, useState } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "../../lib/i18n/use-locale";
import { localeFromPath } from "../../lib/i18n/localized-path";
import { useQuery } from "@apollo/client/react";
import type { Route } from "./+types/account-checkout";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { COOKIE_NAMES, isIdempotencyKey, parseShopCookies, shopCookie } from "@proav/shop-rules";
import { useCart, useShopStore } from "../../lib/shop-state/shop-store";
import { clearCart, removeFromCart } from "../../lib/shop-state/actions";
import { useSession } from "../../lib/auth/use-session";
import { formPagesStylesheet } from "../../components/form-pages-stylesheet";
import { checkoutStylesheet } from "../../features/checkout/checkout-stylesheet";
import { Skeleton } from "../../features/account/require-session";
import { SignInForm } from "../../features/account/sign-in-form";
import { useCompleteSignIn } from "../../features/account/use-complete-sign-in";
import { CheckoutAccountQuery, CreateCheckoutAddressMutation, PlaceOrderMutation } from "../../features/checkout/checkout-queries";
import { readAddressChoice, readCheckoutValues, validateCheckout } from "../../features/checkout/checkout-values";
import { placeOrderInput } from "../../features/checkout/place-order-input";
import { placedOrderCookie } from "../../features/checkout/placed-order-cookie.server";
import { toAddressInput } from "../../components/forms/address-fields";
import { hasSessionCookie } from "../../lib/auth/session-cookie.server";
import { field, problemsOfError, refusedStatus, typedValues } from "../../components/forms/form-answer";
import { answersInPage } from "../../components/forms/in-page-answer";
import { refetchAfterAction } from "../../lib/apollo/refetch-after-action";
import { accepted, NO_PROBLEMS, type FormProblems } from "../../lib/graphql/field-errors";
import { cartItems, PricedCartQuery, splitForOrder } from "../../lib/cart/priced-cart-query";
import { OtherLanguageNotice } from "../../components/other-language-notice";
import { CheckoutForm, type CheckoutAnswer } from "../../features/checkout/checkout-form";
import { CashOnDeliveryLimitQuery } from "../../features/checkout/payment-options";
import { CheckoutReview } from "../../features/checkout/checkout-review";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["checkout"] };

export const links: Route.LinksFunction = () => [formPagesStylesheet, checkoutStylesheet];

// The review is priced by the gateway from the cart cookie, on the server too (the HTML already shows the
// totals). A shopper signed in with the session cookie gets the form prefilled on the server as well; one signed
// in only in the browser (localStorage) gets it after hydration. The attempt's idempotency key is made here for
// the form to post before the page runs (then checkout-attempt.ts keeps the browser's own).
export async function loader({ request, context }: Route.LoaderArgs) {
  const items = cartItems(parseShopCookies(request.headers.get("cookie")).cart);
  const cookieSession = hasSessionCookie(request);
  await Promise.all([
    items.length ? context.apollo.query({ query: PricedCartQuery, variables: { items }, errorPolicy: "all" }) : null,
    cookieSession ? context.apollo.query({ query: CheckoutAccountQuery, errorPolicy: "all" }).catch(() => null) : null,
    // The payment options state the cash-on-delivery limit in the server's HTML too (a form posted without
    // JavaScript must not offer what the gateway will refuse).
    items.length ? context.apollo.query({ query: CashOnDeliveryLimitQuery, errorPolicy: "all" }).catch(() => null) : null,
  ]);
  return { cookieSession, idempotencyKey: crypto.randomUUID() };
}

export async function clientLoader() {
  const items = cartItems(parseShopCookies(document.cookie).cart);
  if (items.length) await getBrowserClient().query({ query: PricedCartQuery, variables: { items }, errorPolicy: "all" });
  return { cookieSession: false, idempotencyKey: "" };
}

// The form posts here, with or without JavaScript: the browser's checks again, a new address saved first when the
// signed-in shopper asks, the order placed with the posted key, so a second post of the same attempt returns the
// same order. Placed: the cart cookie loses what was ordered; a hydrated page (InPageAnswer) gets the order and
// shows the confirmation itself; a browser without JavaScript goes (303) to the confirmation, which finds the
// order through a short-lived cookie (never the URL).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const cart = parseShopCookies(request.headers.get("cookie")).cart;
  if (!cart.length) return redirect("/account/checkout", 303);
  // Lines not sold in this page's language are not ordered here; they stay in the cart.
  const priced = await context.apollo.query({ query: PricedCartQuery, variables: { items: cartItems(cart) }, errorPolicy: "all" });
  const { ordered, kept } = splitForOrder(cart, priced.data?.cart.notInLanguageProductIds);
  const items = cartItems(ordered);
  if (!items.length) return redirect("/account/checkout", 303);
  const values = readCheckoutValues(form);
  let choice = readAddressChoice(form);
  const posted = field(form, "idempotencyKey");
  const key = isIdempotencyKey(posted) ? posted : crypto.randomUUID();
  const again = (problems: FormProblems = NO_PROBLEMS) =>
    data<Extract<CheckoutAnswer, { restored: unknown }>>({ restored: { values: typedValues(form), problems, choice } }, { status: refusedStatus(form, 400) });
  const signedIn = hasSessionCookie(request);
  if (Object.keys(validateCheckout(values, choice.kind === "new", signedIn)).length) return again();
  try {
    if (choice.kind === "new" && signedIn && field(form, "saveAddress")) {
      const saved = await context.apollo.mutate({
        mutation: CreateCheckoutAddressMutation,
        variables: { input: { ...toAddressInput(values), isDefault: false } },
      });
      if (saved.data) choice = { kind: "saved", id: accepted(saved.data.createAddress).id };
    }
    const placed = await context.apollo.mutate({ mutation: PlaceOrderMutation, variables: { input: placeOrderInput(values, choice, items, key, signedIn) } });
    if (!placed.data) return again(problemsOfError(null));
    const order = accepted(placed.data.placeOrder);
    const secure = context.publicOrigin.startsWith("https:");
    const headers = new Headers();
    headers.append("Set-Cookie", shopCookie(COOKIE_NAMES.cart, kept, secure));
    if (answersInPage(form)) return data<Extract<CheckoutAnswer, { placed: unknown }>>({ placed: order }, { headers });
    headers.append("Set-Cookie", placedOrderCookie({ number: order.number, email: order.contactEmail }, secure, localeFromPath(new URL(request.url).pathname)));
    return redirect("/account/checkout/confirmation", { status: 303, headers });
  } catch (error) {
    return again(problemsOfError(error));
  }
}

// Hydrated, the saved addresses come from the browser's Apollo cache: one saved by this post shows at once.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return refetchAfterAction(serverAction, [CheckoutAccountQuery]);
}

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  useRouteStrings("checkout");
  const { t } = useTranslation();
  const store = useShopStore();
  const cart = useCart();
  const items = useMemo(() => cartItems(cart), [cart]);
  const session = useSession();
  const navigate = useNavigate();
  // Until the browser has read its session (and without JavaScript), the session cookie decides.
  const known = session.status !== "unknown";
  const signedIn = session.status === "signed-in" || (!known && loaderData.cookieSession);
  const signedOut = session.status === "signed-out" || (!known && !loaderData.cookieSession);
  const [placed, setPlaced] = useState(false);
  const [removed, setRemoved] = useState(0);
  const priced = useQuery(PricedCartQuery, { variables: { items }, skip: items.length === 0 || placed, fetchPolicy: "cache-first", errorPolicy: "all" });
  // What the server rendered from the session cookie is in the restored cache: hydrate from it (the page must
  // match), and ask again at once so the details are current.
  const account = useQuery(CheckoutAccountQuery, { skip: !signedIn || placed, fetchPolicy: "cache-and-network" });

  // Lines not sold in this page's language are not in this order (the review leaves them out too).
  const notInLanguage = priced.data?.cart.notInLanguageProductIds;
  const orderItems = useMemo(() => cartItems(splitForOrder(cart, notInLanguage).ordered), [cart, notInLanguage]);

  // Products that vanished or stopped being sold cannot be ordered: they leave the cart, with a notice.
  const unavailable = priced.data?.cart.unavailableProductIds;
  useEffect(() => {
    if (!unavailable?.length) return;
    for (const id of unavailable) removeFromCart(store, id);
    setRemoved((n) => n + unavailable.length);
  }, [unavailable, store]);

  const onPlaced = (order: OrderDetail_OrderFragment) => {
    // The order exists: only now does the cart empty (of what was ordered), and the confirmation shows the
    // order as stored.
    setPlaced(true);
    if (notInLanguage?.length) for (const line of orderItems) removeFromCart(store, line.productId);
    else clearCart(store);
    navigate("/account/checkout/confirmation", { replace: true, state: { order } });
  };

  const head = (
    <>
      <title>{t("checkout.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t("checkout.heading")}</h1>
      {removed > 0 ? (
        <p className="notice" role="status">
          {t("checkout.removed", { count: removed })}
        </p>
      ) : null}
      <OtherLanguageNotice count={notInLanguage?.length ?? 0} kind="cart" />
    </>
  );

  if (placed)
    return (
      <>
        {head}
        <Skeleton lines={6} />
      </>
    );
  if (items.length === 0) {
    return (
      <>
        {head}
        <div className="panel empty-state" data-testid="checkout-empty">
          <h2>{t("checkout.empty.title")}</h2>
          <p>{t("checkout.empty.text")}</p>
          <Link className="button button--primary button--inline" to="/shop">
            {t("checkout.empty.shopNow")}
          </Link>
        </div>
      </>
    );
  }
  const pricedCart = priced.data?.cart;
  if (!pricedCart) {
    return (
      <>
        {head}
        {priced.error ? (
          <div className="panel notice--error" role="alert">
            <p>{t("checkout.loadFailed")}</p>
            <button type="button" className="button" onClick={() => void priced.refetch()}>
              {t("checkout.retry")}
            </button>
          </div>
        ) : (
          <Skeleton lines={6} />
        )}
      </>
    );
  }

  const accountReady = signedOut || (signedIn && (account.data || account.error));
  if (!accountReady) {
    // Session not known yet (hydration) or the account still loading: hold the form's place, show the review.
    return (
      <>
        {head}
        <div className="checkout">
          <div className="checkout__main">
            <Skeleton lines={8} />
          </div>
          <aside className="checkout__side">
            <CheckoutReview cart={pricedCart} lineErrors={new Map()} />
          </aside>
        </div>
      </>
    );
  }
  return (
    <>
      {head}
      <CheckoutForm
        key={signedIn ? "member" : "guest"}
        cart={pricedCart}
        items={orderItems}
        account={account.data ?? null}
        signedIn={signedIn}
        accountBox={signedIn ? <SignedInBox /> : <AccountBox />}
        onPlaced={onPlaced}
        idempotencyKey={loaderData.idempotencyKey}
        restored={actionData && "restored" in actionData ? actionData.restored : null}
      />
    </>
  );
}

function SignedInBox() {
  const { t } = useTranslation();
  const session = useSession();
  const name = session.status === "signed-in" && session.user ? `${session.user.firstName} ${session.user.lastName}`.trim() : "";
  return name ? <p className="muted">{t("checkout.account.signedInAs", { name })}</p> : null;
}

/** Signed out: sign in here (the checkout stays, now prefilled) or simply go on as a guest. */
function AccountBox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const complete = useCompleteSignIn();
  const back = encodeURIComponent("/account/checkout");
  const localize = useLocalizedPath();
  return (
    <section className="panel account-box" aria-labelledby="account-box-title">
      <h2 id="account-box-title">{t("checkout.account.heading")}</h2>
      <p>{t("checkout.account.text")}</p>
      {open ? (
        <>
          <SignInForm
            action={`/account/login?redirectTo=${back}`}
            onSignedIn={(p) => complete(p)}
            onForgot={() => navigate(`/account/login?view=forgot&redirectTo=${back}`)}
          />
          <button type="button" className="link-button" onClick={() => setOpen(false)}>
            {t("checkout.account.hide")}
          </button>
        </>
      ) : (
        <div className="form__actions">
          {/* Without JavaScript this is a link to the sign-in page, which comes back here. */}
          <a
            className="button button--primary button--inline"
            href={localize(`/account/login?redirectTo=${back}`)}
            role="button"
            aria-expanded={open}
            onClick={(event) => (event.preventDefault(), setOpen(true))}
          >
            {t("checkout.account.signIn")}
          </a>
          <Link className="button" to={`/account/login?tab=register&redirectTo=${back}`}>
            {t("checkout.account.register")}
          </Link>
        </div>
      )}
      <p className="muted">{t("checkout.account.guest")}</p>
    </section>
  );
}
