import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { Price } from "../../components/price";
import { formatDate } from "../../lib/dates";
import { useLocale } from "../../lib/i18n/use-locale";
import { MyQuotesQuery } from "./quote-queries";
import { QuoteStatusBadge } from "./quote-status";

/** A page of the list; the route's loader asks the same variables, so the server's answer is in the cache. */
export const QUOTES_PAGE = 10;

/**
 * The signed-in shopper's quotes, newest first, ten at a time ("Show more" appends the next page), like My Orders:
 * number, date, status, items, and the quoted total once priced (else the web total, marked so).
 */
export function QuoteList({ skeleton, failed, empty }: { skeleton: React.ReactNode; failed: (retry: () => void) => React.ReactNode; empty: React.ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error, refetch, fetchMore, loading } = useQuery(MyQuotesQuery, {
    variables: { first: QUOTES_PAGE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  if (!data) return <>{error ? failed(() => void refetch()) : skeleton}</>;
  const { edges, pageInfo, totalCount } = data.myQuotes;
  if (totalCount === 0) return <>{empty}</>;
  const more = () =>
    fetchMore({
      variables: { first: QUOTES_PAGE, after: pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!fetchMoreResult || !previous.myQuotes) return previous as typeof fetchMoreResult;
        const seen = new Set(previous.myQuotes.edges.map((e) => e.node.id));
        return {
          ...fetchMoreResult,
          myQuotes: { ...fetchMoreResult.myQuotes, edges: [...previous.myQuotes.edges, ...fetchMoreResult.myQuotes.edges.filter((e) => !seen.has(e.node.id))] },
        };
      },
    });
  return (
    <section className="panel" aria-labelledby="quotes-count">
      <p id="quotes-count" className="muted">
        {t("quotes.list.count", { count: totalCount })}
      </p>
      <table className="orders-table">
        <thead>
          <tr>
            <th scope="col">{t("quotes.list.number")}</th>
            <th scope="col">{t("quotes.list.date")}</th>
            <th scope="col">{t("quotes.list.status")}</th>
            <th scope="col" className="num">
              {t("quotes.list.items")}
            </th>
            <th scope="col" className="num">
              {t("quotes.list.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {edges.map(({ node }) => (
            <tr key={node.id} data-testid="quote-row">
              <th scope="row" data-label={t("quotes.list.number")}>
                <Link to={`/account/quotes/${encodeURIComponent(node.number)}`} aria-label={t("quotes.list.view", { number: node.number })}>
                  <bdi>{node.number}</bdi>
                </Link>
              </th>
              <td data-label={t("quotes.list.date")}>{formatDate(node.createdAt, locale)}</td>
              <td data-label={t("quotes.list.status")}>
                <QuoteStatusBadge status={node.status} />
              </td>
              <td className="num" data-label={t("quotes.list.items")}>
                {t("quotes.list.itemCount", { count: node.itemCount })}
              </td>
              <td className="num" data-label={t("quotes.list.total")} data-testid="quote-row-total">
                {node.quotedTotals ? (
                  <Price money={node.quotedTotals.total} />
                ) : (
                  <>
                    <Price money={node.webTotal} /> <span className="muted quote-row__web">({t("quotes.list.webTotal")})</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageInfo.hasNextPage ? (
        <div className="orders-more">
          <button type="button" className="button" onClick={() => void more()} disabled={loading}>
            {loading ? t("quotes.list.loadingMore") : t("quotes.list.more")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
