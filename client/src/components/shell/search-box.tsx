import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { cleanKeyword } from "../../lib/search/clean-keyword";
import { Icon } from "./icons";
import { moveActive, preloadSuggestions, useSearchSuggestions } from "./search-suggestions";

/**
 * The search box (header, and the mobile Search panel): a plain GET form to /search, so it works before
 * hydration; empty text is ignored. Once hydrated it suggests products, categories and brands as the
 * shopper types, as an ARIA 1.2 combobox: arrow keys move through every suggestion, Enter opens the chosen one
 * (or searches), Escape closes the list.
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

  const options = suggestions ? suggestions.options.length + 1 : 0; // the suggestions, then "See all results"
  const expanded = !dismissed && options > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const search = (raw: string) => {
    const keyword = cleanKeyword(raw);
    setDismissed(true);
    if (keyword) navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
  };
  const choose = (index: number) => {
    const option = suggestions?.options[index];
    setDismissed(true);
    setActive(-1);
    if (option) navigate(option.href);
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
        {expanded && suggestions ? (
          <suggestions.List options={suggestions.options} keyword={cleanKeyword(text)} active={active} optionId={optionId} onChoose={choose} />
        ) : null}
      </ul>
      <p className="search-box__label" aria-live="polite">
        {expanded && suggestions ? t("layout.search.status", { count: suggestions.options.length }) : ""}
      </p>
    </Form>
  );
}
