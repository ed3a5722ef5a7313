import { useEffect } from "react";
import { afterFirstInteraction, injectScript } from "./after-first-interaction";

/** Analytics and live chat, each only when configured (ANALYTICS_SCRIPT_URL, LIVE_CHAT_SCRIPT_URL). */
export function ThirdPartyScripts({ analytics, liveChat }: { analytics: string | null; liveChat: string | null }) {
  useEffect(() => {
    if (!analytics && !liveChat) return;
    return afterFirstInteraction(() => {
      if (analytics) injectScript(analytics, "analytics-script");
      if (liveChat) injectScript(liveChat, "live-chat-script");
    });
  }, [analytics, liveChat]);
  return null;
}
