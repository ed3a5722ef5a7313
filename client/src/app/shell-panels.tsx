import { MenuPanel } from "./menu-panel";
import { CartPanel } from "./cart-panel";
import { SearchPanel } from "./search-panel";
import { CategoriesPanel } from "./categories-panel";
import { AccountPanel } from "./account-panel";

/** Every slide-in panel; each renders nothing until it is opened (see ../panel.tsx). */
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
