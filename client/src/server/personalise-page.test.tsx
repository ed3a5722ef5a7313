import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { personalisePage } from "./personalise-page";
import type { SpotView } from "../lib/shop-state/personal-spots";

// The string side of personal spots; server/test/shared-pages.test.ts checks whole pages against React's renders.

const views: Record<string, SpotView> = {
  "counter:cart": { attributes: { "aria-label": `Cart: 2 items & "more" <b>` }, text: "2 <i>" },
  "badge:cart": { attributes: { hidden: false }, text: "2" },
  "card-wishlist:7": { attributes: { class: "icon-button icon-button--on", "aria-pressed": "true" } },
};
const view = (spot: string) => views[spot] ?? null;

describe("personalisePage", () => {
  it("writes what React would for the same values: escaped attributes and text, a boolean attribute taken out", () => {
    const page = renderToStaticMarkup(
      <div>
        <span className="counter__badge" data-spot="counter:cart" aria-label="Cart: 0 items">
          0
        </span>
        <span className="bottom-nav__badge" data-spot="badge:cart" hidden>
          0
        </span>
        <button type="submit" data-spot="card-wishlist:7" className="icon-button" aria-pressed={false} aria-label="Add a > b to wishlist">
          <span aria-hidden="true">♥</span>
        </button>
      </div>,
    );
    const expected = renderToStaticMarkup(
      <div>
        <span className="counter__badge" data-spot="counter:cart" aria-label={`Cart: 2 items & "more" <b>`}>
          {"2 <i>"}
        </span>
        <span className="bottom-nav__badge" data-spot="badge:cart">
          2
        </span>
        <button type="submit" data-spot="card-wishlist:7" className="icon-button icon-button--on" aria-pressed={true} aria-label="Add a > b to wishlist">
          <span aria-hidden="true">♥</span>
        </button>
      </div>,
    );
    expect(personalisePage(page, view)).toBe(expected);
  });

  it("fills every occurrence of a spot, and leaves a spot it has no view for as it is", () => {
    const page = renderToStaticMarkup(
      <p>
        <button data-spot="card-wishlist:7" className="icon-button" aria-pressed={false} />
        <button data-spot="card-wishlist:8" className="icon-button" aria-pressed={false} />
        <button data-spot="card-wishlist:7" className="icon-button" aria-pressed={false} />
      </p>,
    );
    const out = personalisePage(page, view);
    expect(out.match(/aria-pressed="true"/g)).toHaveLength(2);
    expect(out).toContain('data-spot="card-wishlist:8" class="icon-button" aria-pressed="false"');
  });

  it("adds an attribute the page left out, and returns a page without spots unchanged", () => {
    const page = renderToStaticMarkup(
      <span className="bottom-nav__badge" data-spot="badge:cart">
        2
      </span>,
    );
    expect(personalisePage(page, () => ({ attributes: { hidden: true }, text: "0" }))).toBe(
      '<span class="bottom-nav__badge" data-spot="badge:cart" hidden="">0</span>',
    );
    expect(personalisePage("<p>nothing personal</p>", view)).toBe("<p>nothing personal</p>");
  });
});
