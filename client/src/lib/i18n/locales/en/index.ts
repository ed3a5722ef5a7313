/**
 * English, the only locale for now. Every user-facing string of the storefront lives under locales/en/, one file
 * per area (so parallel work on different screens does not collide), combined here under a top-level key per
 * area: t("layout.footer.address"). Adding Arabic means adding locales/ar/ with the same shape (see ../config.ts).
 * Interpolation uses i18next's {{name}} syntax; plurals use the _one/_other suffixes.
 */
import { common } from "./common";
import { layout } from "./layout";
import { catalog } from "./catalog";
import { cart } from "./cart";
import { compare } from "./compare";
import { wishlist } from "./wishlist";
import { search } from "./search";
import { components } from "./components";

const en = {
  common,
  layout,
  catalog,
  cart,
  compare,
  wishlist,
  search,
  components,
} as const;

export default en;
