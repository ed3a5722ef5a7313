import { Link } from "react-router";

export function ErrorPage({ notFound }: { notFound: boolean }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{notFound ? "Page not found | ProAV Shop" : "Something went wrong | ProAV Shop"}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__code">{notFound ? "404" : "500"}</p>
      <h1 id="error-title">{notFound ? "We couldn't find that page" : "Something went wrong on our side"}</h1>
      <p>
        {notFound
          ? "The link may be out of date, or the product is no longer available."
          : "Please try again in a moment. Your cart is safe."}
      </p>
      <Link className="button" to="/">
        Back to the shop
      </Link>
    </section>
  );
}
