// One colour pair per top-level category, so a grid of products reads by category at a glance.

export interface Palette {
  /** Gradient start (top left) and end (bottom right). */
  from: string;
  to: string;
  /** Dark detail colour drawn on the white silhouettes. */
  ink: string;
}

const PALETTES: Record<string, Palette> = {
  workstations: { from: "#172554", to: "#2563eb", ink: "#1e3a8a" },
  broadcast: { from: "#450a0a", to: "#dc2626", ink: "#7f1d1d" },
  "pro-audio": { from: "#2e1065", to: "#7c3aed", ink: "#4c1d95" },
  "pro-video": { from: "#042f2e", to: "#0d9488", ink: "#134e4a" },
  "aec-software": { from: "#431407", to: "#ea580c", ink: "#7c2d12" },
  accessories: { from: "#0f172a", to: "#64748b", ink: "#1e293b" },
};

const FALLBACK: Palette = { from: "#111827", to: "#4b5563", ink: "#1f2937" };

export function paletteFor(categorySlug: string): Palette {
  return PALETTES[categorySlug] ?? FALLBACK;
}
