import "i18next";
import type { EnStrings } from "./locales/en/index";

// Typed translation keys: t("layout.footer.address") is checked against the English strings at compile time,
// shell and route areas alike.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: EnStrings };
  }
}
