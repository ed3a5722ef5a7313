import { lazy, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ShopStoreProvider } from "../../lib/shop-state/shop-store";
import { SiteHeader } from "./site-header";
import { ShellProvider, usePanels } from "./shell-context";
import { BottomNav } from "./bottom-nav";
import { NavigationProgress, PageLoader } from "./page-loader";
import { ThirdPartyScripts } from "./third-party-scripts";
import { HydratedMarker, HydrateLater } from "./hydrate-later";
import { ShopNotice } from "../shop-notice";

// The footer's code loads while the page hydrates, not before it renders: the server's footer is complete HTML
// with plain links, and its boundary (HydrateLater) simply waits for the chunk. It keeps the JavaScript loaded
// before the first render inside its budget (scripts/bench/client.mjs).
const SiteFooter = lazy(() => import("./site-footer").then((m) => ({ default: m.SiteFooter })));
// The floating controls likewise: back-to-top's button (hidden until a scroll) and the WhatsApp link are in the
// server's HTML, a working link before any script; their listeners can wait for the chunk.
const BackToTop = lazy(() => import("./back-to-top").then((m) => ({ default: m.BackToTop })));
const WhatsAppLink = lazy(() => import("./whatsapp-link").then((m) => ({ default: m.WhatsAppLink })));

/** What the root loader hands the shell: the gateway's optional settings and the server's year. */
export interface ShellSettings {
  whatsappNumber: string | null;
  analyticsScriptUrl: string | null;
  liveChatScriptUrl: string | null;
  year: number;
}

/**
 * Everything around a page: header, footer, mobile navigation, panels and the floating controls. The slide-in
 * panels come from the app (`panels`): the cart panel belongs to the cart feature, which the shell must not import.
 */
export function StorefrontShell({ settings, panels, children }: { settings: ShellSettings; panels: ReactNode; children: ReactNode }) {
  return (
    <ShopStoreProvider>
      <ShellProvider>
        <PageLoader />
        <NavigationProgress />
        <ShellFrame settings={settings}>{children}</ShellFrame>
        {panels}
        <ThirdPartyScripts analytics={settings.analyticsScriptUrl} liveChat={settings.liveChatScriptUrl} />
      </ShellProvider>
      <ShopNotice />
    </ShopStoreProvider>
  );
}

/** Back-to-top and the WhatsApp link float over the page; in a landmark of their own for screen readers. */
function FloatingControls({ whatsappNumber }: { whatsappNumber: string | null }) {
  const { t } = useTranslation();
  return (
    <aside className="floating-controls" aria-label={t("layout.quickActions")}>
      <HydrateLater>
        <BackToTop />
        {whatsappNumber ? <WhatsAppLink number={whatsappNumber} /> : null}
      </HydrateLater>
    </aside>
  );
}

/** The page behind the panels: inert while a panel is open, so focus and screen readers stay in the panel. */
function ShellFrame({ settings, children }: { settings: ShellSettings; children: ReactNode }) {
  const { open } = usePanels();
  return (
    <div className="app-shell" inert={open !== null}>
      <SiteHeader />
      <main id="main" className="site-main">
        <HydrateLater>{children}</HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter year={settings.year} />
      </HydrateLater>
      <HydratedMarker />
      <BottomNav />
      <FloatingControls whatsappNumber={settings.whatsappNumber} />
    </div>
  );
}
