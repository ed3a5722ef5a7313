import sprite from "./icons.svg?no-inline";
import type { IconName } from "./icon-names";

// The icons live in one SVG sprite (icons.svg), a fingerprinted file cached for a year, rather than as path data
// in the JavaScript every page needs before it hydrates. Each use is an inline <svg> with its size set, so the
// layout does not move while the sprite loads; the symbols stroke or fill with currentColor.
export type { IconName } from "./icon-names";

export function Icon({ name, size = 22, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ?? "icon"} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** WhatsApp's mark (filled), for the floating chat link. */
export function WhatsAppIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${sprite}#whatsapp`} />
    </svg>
  );
}
