import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabSpec<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (and Home/End) move between tabs and select them; only
 * the selected tab is in the Tab order, and its panel follows it. The selection lives with the caller (the URL).
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: {
  label: string;
  tabs: TabSpec<K>[];
  selected: K;
  onSelect: (key: K) => void;
  idPrefix: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const next =
      event.key === (rtl ? "ArrowLeft" : "ArrowRight")
        ? index === last
          ? 0
          : index + 1
        : event.key === (rtl ? "ArrowRight" : "ArrowLeft")
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            aria-selected={tab.key === selected}
            tabIndex={tab.key === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => move(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.key}`}
          aria-labelledby={`${idPrefix}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {tab.key === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
