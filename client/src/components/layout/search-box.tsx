import { Form, useNavigate, useSearchParams } from "react-router";
import { cleanKeyword } from "../../features/search/search-query";

/** Header search: a plain GET form to /search (works before hydration); empty text is ignored (SPEC.md). */
export function SearchBox() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="search-box"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("keyword") as HTMLInputElement | null;
        const keyword = cleanKeyword(input?.value);
        event.preventDefault();
        if (keyword) navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
      }}
    >
      <label className="search-box__label" htmlFor="site-search">
        Search products
      </label>
      <input
        id="site-search"
        name="keyword"
        type="search"
        required
        maxLength={100}
        placeholder="Search something..."
        defaultValue={params.get("keyword") ?? ""}
        key={params.get("keyword") ?? ""}
        autoComplete="off"
      />
      <button type="submit" className="search-box__submit" aria-label="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zM21 21l-5.2-5.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </Form>
  );
}
