/**
 * English, the only locale for now. Every user-facing string of the storefront lives under locales/en/, one file
 * per area (so parallel work on different screens does not collide), combined here under a top-level key per
 * area: t("layout.footer.address"). Adding Arabic means adding locales/ar/ with the same shape (see ../config.ts).
 * Interpolation uses i18next's {{name}} syntax; plurals use the _one/_other suffixes.
 */
import { common } from "./common";
import { layout } from "./layout";
import { product } from "./product";
import { listing } from "./listing";
import { home } from "./home";
import { pages } from "./pages";

const en = {
  common,
  layout,
  product,
  listing,
  home,
  pages,
} as const;

export default en;
