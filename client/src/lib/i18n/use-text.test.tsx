import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { TFunction } from "i18next";
import { createI18n } from "./create-i18n";
import { serverResources } from "./shell-strings.server";
import { useText } from "./use-text";

// useText is the lightweight translator of prices, badges and product cards: same strings as useTranslation,
// shared per i18next instance, with key-only lookups remembered.
function textOf(i18n: ReturnType<typeof createI18n>): TFunction {
  let captured: TFunction | undefined;
  function Probe() {
    captured = useText();
    return null;
  }
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Probe />
    </I18nextProvider>,
  );
  return captured!;
}

describe("useText", () => {
  it("translates as i18next does, with and without interpolation", () => {
    const i18n = createI18n("en", serverResources);
    const t = textOf(i18n);
    expect(t("components.price.vatIncluded")).toBe(i18n.t("components.price.vatIncluded"));
    expect(t("components.price.discount", { percent: 15 })).toBe(i18n.t("components.price.discount", { percent: 15 }));
    expect(t("components.price.discount", { percent: 15 })).toContain("15");
  });

  it("is one function per i18next instance, so each request on the server keeps its own", () => {
    const a = createI18n("en", serverResources);
    const b = createI18n("en", serverResources);
    expect(textOf(a)).toBe(textOf(a));
    expect(textOf(a)).not.toBe(textOf(b));
  });

  it("forgets remembered strings when a route adds its own, so a key missing at first is found later", () => {
    const i18n = createI18n("en", serverResources);
    const t = textOf(i18n);
    expect(t("later.greeting" as never)).toBe("later.greeting"); // i18next answers a missing key with the key
    i18n.addResourceBundle("en", "translation", { later: { greeting: "Hello" } }, true, false);
    expect(t("later.greeting" as never)).toBe("Hello");
  });
});
