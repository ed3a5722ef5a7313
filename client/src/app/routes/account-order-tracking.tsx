import { data } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-order-tracking";
import { OrderTracker, type TrackAnswer } from "../../features/orders/tracked-order";
import { TrackOrderQuery } from "../../features/orders/order-queries";
import { trackOrderVariables, validateTrackOrder } from "../../features/orders/track-order-form";
import { field, problemsOfError, refusedStatus, typedValues } from "../../components/forms/form-answer";
import { NO_PROBLEMS } from "../../lib/graphql/field-errors";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["orders"] };

// The form posts here with or without JavaScript (POST: the e-mail address stays out of the URL and the logs).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { number: field(form, "number"), email: field(form, "email") };
  const again = (missed: boolean, problems = NO_PROBLEMS) =>
    data<TrackAnswer>({ missed, restored: { values: typedValues(form), problems } }, { status: refusedStatus(form, missed ? 404 : 400) });
  if (Object.keys(validateTrackOrder(values)).length) return again(false);
  try {
    const result = await context.apollo.query({ query: TrackOrderQuery, variables: trackOrderVariables(values), fetchPolicy: "network-only" });
    return result.data?.trackOrder ? data<TrackAnswer>({ order: result.data.trackOrder }) : again(true);
  } catch (error) {
    return again(false, problemsOfError(error));
  }
}

// Works signed out: an order is found by its number plus the e-mail address it was placed with.
export default function OrderTrackingRoute({ actionData }: Route.ComponentProps) {
  useRouteStrings("orders");
  const { t } = useTranslation();
  return (
    <>
      <title>{t("orders.track.pageTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title no-print">{t("orders.track.heading")}</h1>
      <OrderTracker titled={false} answer={actionData ?? null} />
    </>
  );
}
