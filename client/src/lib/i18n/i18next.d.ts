import "i18next";
import type en from "./locales/en/index";

// Typed translation keys: t("footer.address") is checked against the English resource at compile time.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
