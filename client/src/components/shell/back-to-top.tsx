import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";

/** The button appears once the page has scrolled past this. */
const BACK_TO_TOP_AFTER_PX = 400;

/** Shown after scrolling past 400 px; scrolls to the top in 450 ms, then focus goes to the logo. */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <button
      type="button"
      className="back-to-top"
      data-visible={visible}
      aria-label={t("layout.backToTop")}
      data-testid="back-to-top"
      onClick={() => {
        // The animation's code loads on the first click (it is not needed to show the page).
        void import("./scroll-animation")
          .then((m) => m.animateScrollToTop())
          .then(() => {
            // The button disappears at the top: keyboard users continue from the start of the page (the logo).
            document.querySelector<HTMLElement>(".brand-mark")?.focus({ preventScroll: true });
          });
      }}
    >
      <Icon name="arrowUp" size={22} />
    </button>
  );
}
