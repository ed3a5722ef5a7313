import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import type { i18n as I18n } from "i18next";
import { createI18n } from "./create-i18n";
import { serverResources } from "./shell-strings.server";

// patches/react-i18next+17.1.13.patch: useTranslation hands every component of an i18next instance the same
// wrapper of it for a language, instead of a fresh copy of the instance per mount (every mount of a server render).
// What the wrapper is for must still hold: a new identity when the language changes, and the real instance behind it.
function wrappersOf(i18n: I18n, count: number): I18n[] {
  const seen: I18n[] = [];
  function Probe() {
    seen.push(useTranslation().i18n);
    return null;
  }
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      {Array.from({ length: count }, (_, i) => (
        <Probe key={i} />
      ))}
    </I18nextProvider>,
  );
  return seen;
}

describe("useTranslation's i18n (patched)", () => {
  it("is one wrapper per instance and language, shared by every component and render", () => {
    const i18n = createI18n("en", serverResources);
    const [first, ...rest] = wrappersOf(i18n, 3);
    for (const other of [...rest, ...wrappersOf(i18n, 2)]) expect(other).toBe(first);
    expect(first!.language).toBe("en");
    expect(first!.t("components.price.vatIncluded")).toBe(i18n.t("components.price.vatIncluded"));
  });

  it("changes identity with the language, and another instance has its own", async () => {
    const i18n = createI18n("en", serverResources);
    const english = wrappersOf(i18n, 1)[0]!;
    expect(wrappersOf(createI18n("en", serverResources), 1)[0]).not.toBe(english);
    await i18n.changeLanguage("ar");
    const arabic = wrappersOf(i18n, 1)[0]!;
    expect(arabic).not.toBe(english);
    expect(arabic.language).toBe("ar");
  });
});
