import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { cleanKeyword } from "../../lib/search/clean-keyword";
import { Price } from "../price";
import { Icon } from "../shell/icons";
import { moveActive, preloadSuggestions, useSearchSuggestions, type Suggestion } from "./search-suggestions";

/**
 * The search box (header, and the mobile Search panel): a plain GET form to /search, so it works before
 * hydration; empty text is ignored (SPEC.md). Once hydrated it suggests products as the shopper types, as an
 * ARIA 1.2 combobox: arrow keys move through the suggestions, Enter opens the chosen one (or searches),
 * Escape closes the list.
 */
export function SearchBox({ variant = "header" }: { variant?: "header" | "panel" }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const pageKeyword = pathname === "/search" ? (params.get("keyword") ?? "") : "";
  const [text, setText] = useState(pageKeyword);
  const [dismissed, setDismissed] = useState(true);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(dismissed ? "" : text);

  // A new search page shows its keyword here; leaving a page closes the list.
  useEffect(() => {
    setText(pageKeyword);
    setDismissed(true);
  }, [pageKeyword, pathname]);

  const options = suggestions ? suggestions.products.length + 1 : 0; // the products, then "See all results"
  const expanded = !dismissed && options > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const search = (raw: string) => {
    const keyword = cleanKeyword(raw);
    setDismissed(true);
    if (keyword) navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
  };
  const choose = (index: number) => {
    const product = suggestions?.products[index];
    setDismissed(true);
    setActive(-1);
    if (product) navigate(`/product/${product.slug}`);
    else search(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setDismissed(false);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => moveActive(i, step, options));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation(); // inside the Search panel, the first Escape closes the list, not the panel
        setDismissed(true);
        setActive(-1);
      }
    } else if (event.key === "Home" || event.key === "End") {
      setActive(-1);
    }
  };

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={`search-box search-box--${variant}`}
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setDismissed(true);
          setActive(-1);
        }
      }}
    >
      <label className="search-box__label" htmlFor={inputId}>
        {t("layout.search.label")}
      </label>
      <div className="search-box__field">
        <input
          id={inputId}
          name="keyword"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          maxLength={100}
          placeholder={t("layout.search.placeholder")}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={preloadSuggestions}
          autoComplete="off"
          enterKeyHint="search"
          data-autofocus={variant === "panel" ? "" : undefined}
        />
        <button type="submit" className="search-box__submit" aria-label={t("layout.search.submit")}>
          <Icon name="search" size={20} />
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("layout.search.suggestions")}
        className="suggestions"
        hidden={!expanded}
        // Keep focus in the text box while a suggestion is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded && suggestions
          ? [
              ...suggestions.products.map((product, i) => (
                <SuggestionOption key={product.id} id={optionId(i)} product={product} selected={active === i} onChoose={() => choose(i)} />
              )),
              <li
                key="all"
                id={optionId(suggestions.products.length)}
                role="option"
                aria-selected={active === suggestions.products.length}
                className="suggestions__all"
                onClick={() => choose(suggestions.products.length)}
              >
                {suggestions.products.length ? t("layout.search.seeAll", { keyword: cleanKeyword(text) }) : t("layout.search.noMatch", { keyword: cleanKeyword(text) })}
              </li>,
            ]
          : null}
      </ul>
      <p className="search-box__label" aria-live="polite">
        {expanded && suggestions ? t("layout.search.status", { count: suggestions.products.length }) : ""}
      </p>
    </Form>
  );
}

function SuggestionOption({ id, product, selected, onChoose }: { id: string; product: Suggestion; selected: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const thumb = product.image.thumbnail ?? { url: product.image.url, width: 234, height: 156 };
  return (
    <li id={id} role="option" aria-selected={selected} className="suggestions__item" onClick={onChoose}>
      <img className="suggestions__image" src={thumb.url} width={thumb.width} height={thumb.height} alt="" loading="lazy" />
      <span className="suggestions__text">
        <span className="suggestions__title">{product.title}</span>
        {product.partNumber ? <span className="suggestions__part">{t("layout.search.partNumber", { partNumber: product.partNumber })}</span> : null}
      </span>
      <Price money={product.currentPrice} className="suggestions__price" />
    </li>
  );
}
