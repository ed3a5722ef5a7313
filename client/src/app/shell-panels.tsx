import { MenuPanel } from "../components/shell/panels/menu-panel";
import { CartPanel } from "../features/cart/cart-panel";
import { SearchPanel } from "../components/shell/panels/search-panel";
import { CategoriesPanel } from "../components/shell/panels/categories-panel";
import { AccountPanel } from "../components/shell/panels/account-panel";

/** Every slide-in panel; each renders nothing until it is opened (see components/shell/panel.tsx); the shell renders this list lazily. */
export function ShellPanels() {
  return (
    <>
      <MenuPanel />
      <CartPanel />
      <SearchPanel />
      <CategoriesPanel />
      <AccountPanel />
    </>
  );
}
