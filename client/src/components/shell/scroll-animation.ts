// The back-to-top scroll: 450 ms, eased, driven by requestAnimationFrame because CSS smooth
// scrolling has no duration control.

export const BACK_TO_TOP_MS = 450;

/** easeInOutCubic: slow start, fast middle, gentle stop. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Where the page should be `elapsed` ms into a scroll from `start` to the top. */
export function scrollTopAt(start: number, elapsed: number, duration = BACK_TO_TOP_MS): number {
  if (duration <= 0) return 0;
  return Math.round(start * (1 - easeInOutCubic(elapsed / duration)));
}

/** Scrolls the window to the top in `duration` ms; resolves when it is there. */
export function animateScrollToTop(duration = BACK_TO_TOP_MS): Promise<void> {
  const start = window.scrollY;
  if (start === 0 || duration <= 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const step = (now: number) => {
      const elapsed = now - began;
      window.scrollTo(0, scrollTopAt(start, elapsed, duration));
      if (elapsed < duration) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
