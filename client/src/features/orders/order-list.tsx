import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { Price } from "../../components/price";
import { formatDate } from "../../lib/dates";
import { useLocale } from "../../lib/i18n/use-locale";
import { MyOrdersQuery } from "./order-queries";
import { StatusBadge } from "./status-timeline";

const PAGE = 10;

/** The signed-in shopper's orders, newest first, ten at a time ("Show more" appends the next page). */
export function OrderList({ skeleton, failed, empty }: { skeleton: React.ReactNode; failed: (retry: () => void) => React.ReactNode; empty: React.ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error, refetch, fetchMore, loading } = useQuery(MyOrdersQuery, {
    variables: { first: PAGE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  if (!data) return <>{error ? failed(() => void refetch()) : skeleton}</>;
  const { edges, pageInfo, totalCount } = data.myOrders;
  if (totalCount === 0) return <>{empty}</>;
  const more = () =>
    fetchMore({
      variables: { first: PAGE, after: pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!fetchMoreResult || !previous.myOrders) return previous as typeof fetchMoreResult;
        const seen = new Set(previous.myOrders.edges.map((e) => e.node.id));
        return {
          ...fetchMoreResult,
          myOrders: { ...fetchMoreResult.myOrders, edges: [...previous.myOrders.edges, ...fetchMoreResult.myOrders.edges.filter((e) => !seen.has(e.node.id))] },
        };
      },
    });
  return (
    <section className="panel" aria-labelledby="orders-count">
      <p id="orders-count" className="muted">
        {t("orders.list.count", { count: totalCount })}
      </p>
      <table className="orders-table">
        <thead>
          <tr>
            <th scope="col">{t("orders.list.number")}</th>
            <th scope="col">{t("orders.list.date")}</th>
            <th scope="col">{t("orders.list.status")}</th>
            <th scope="col" className="num">
              {t("orders.list.items")}
            </th>
            <th scope="col" className="num">
              {t("orders.list.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {edges.map(({ node }) => (
            <tr key={node.id} data-testid="order-row">
              <th scope="row" data-label={t("orders.list.number")}>
                <Link to={`/account/invoices/${encodeURIComponent(node.number)}`} aria-label={t("orders.list.view", { number: node.number })}>
                  <bdi>{node.number}</bdi>
                </Link>
              </th>
              <td data-label={t("orders.list.date")}>{formatDate(node.createdAt, locale)}</td>
              <td data-label={t("orders.list.status")}>
                <StatusBadge status={node.status} />
              </td>
              <td className="num" data-label={t("orders.list.items")}>
                {t("orders.list.itemCount", { count: node.itemCount })}
              </td>
              <td className="num" data-label={t("orders.list.total")} data-testid="order-row-total">
                <Price money={node.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageInfo.hasNextPage ? (
        <div className="orders-more">
          <button type="button" className="button" onClick={() => void more()} disabled={loading}>
            {loading ? t("orders.list.loadingMore") : t("orders.list.more")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
