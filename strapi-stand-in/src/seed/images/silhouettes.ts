// Simple white vector silhouettes, drawn in a 360x360 box, one per kind of product. `ink` is the palette's dark
// colour for details, so the shapes stay legible on every gradient.

export type SilhouetteKind = "tower" | "laptop" | "rack" | "speaker" | "headphones" | "interface" | "camera" | "box" | "monitor" | "drive" | "dock";

const BY_SUB_CATEGORY: Record<string, SilhouetteKind> = {
  "tower-workstations": "tower",
  "rack-workstations": "rack",
  "mobile-workstations": "laptop",
  "audio-interfaces": "interface",
  "studio-monitors": "speaker",
  headphones: "headphones",
  displays: "monitor",
  storage: "drive",
  peripherals: "dock",
};

const BY_CATEGORY: Record<string, SilhouetteKind> = {
  workstations: "tower",
  broadcast: "rack",
  "pro-audio": "speaker",
  "pro-video": "camera",
  "aec-software": "box",
  accessories: "monitor",
};

export function silhouetteKind(categorySlug: string, subCategorySlug: string): SilhouetteKind {
  return BY_SUB_CATEGORY[subCategorySlug] ?? BY_CATEGORY[categorySlug] ?? "box";
}

const rows = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join("");

const SHAPES: Record<SilhouetteKind, (ink: string) => string> = {
  tower: (ink) =>
    `<rect x="95" y="15" width="170" height="325" rx="18" fill="#fff"/>` +
    `<rect x="115" y="40" width="130" height="16" rx="4" fill="${ink}" opacity=".4"/>` +
    `<rect x="115" y="64" width="130" height="16" rx="4" fill="${ink}" opacity=".4"/>` +
    `<circle cx="180" cy="115" r="12" fill="${ink}" opacity=".6"/>` +
    rows(8, (i) => `<rect x="120" y="${160 + i * 20}" width="120" height="6" rx="3" fill="${ink}" opacity=".25"/>`) +
    `<rect x="105" y="338" width="40" height="12" rx="4" fill="#fff"/><rect x="215" y="338" width="40" height="12" rx="4" fill="#fff"/>`,
  laptop: (ink) =>
    `<rect x="45" y="60" width="270" height="185" rx="14" fill="#fff"/>` +
    `<rect x="62" y="77" width="236" height="151" rx="4" fill="${ink}" opacity=".55"/>` +
    `<path d="M15 255 H345 L325 295 H35 Z" fill="#fff"/>` +
    `<rect x="150" y="259" width="60" height="8" rx="4" fill="${ink}" opacity=".35"/>`,
  rack: (ink) =>
    [70, 170, 250]
      .map((y, i) => {
        const h = i === 0 ? 90 : 60;
        return (
          `<rect x="0" y="${y}" width="360" height="${h}" rx="6" fill="#fff"/>` +
          `<circle cx="12" cy="${y + 14}" r="4" fill="${ink}" opacity=".5"/><circle cx="348" cy="${y + 14}" r="4" fill="${ink}" opacity=".5"/>` +
          `<rect x="40" y="${y + 16}" width="90" height="${h - 32}" rx="4" fill="${ink}" opacity=".55"/>` +
          rows(5, (k) => `<circle cx="${165 + k * 24}" cy="${y + h / 2}" r="6" fill="${ink}" opacity="${k % 2 ? ".3" : ".6"}"/>`) +
          `<circle cx="310" cy="${y + h / 2}" r="${h / 4}" fill="${ink}" opacity=".4"/>`
        );
      })
      .join(""),
  speaker: (ink) =>
    `<rect x="85" y="15" width="190" height="330" rx="22" fill="#fff"/>` +
    `<circle cx="180" cy="105" r="42" fill="${ink}" opacity=".55"/><circle cx="180" cy="105" r="16" fill="#fff" opacity=".7"/>` +
    `<circle cx="180" cy="235" r="75" fill="${ink}" opacity=".55"/><circle cx="180" cy="235" r="28" fill="#fff" opacity=".6"/>`,
  headphones: (ink) =>
    `<path d="M75 230 V175 A105 105 0 0 1 285 175 V230" fill="none" stroke="#fff" stroke-width="24" stroke-linecap="round"/>` +
    `<rect x="40" y="200" width="78" height="130" rx="34" fill="#fff"/><rect x="242" y="200" width="78" height="130" rx="34" fill="#fff"/>` +
    `<rect x="60" y="225" width="38" height="80" rx="19" fill="${ink}" opacity=".4"/><rect x="262" y="225" width="38" height="80" rx="19" fill="${ink}" opacity=".4"/>`,
  interface: (ink) =>
    `<path d="M20 150 H340 L325 300 H35 Z" fill="#fff"/>` +
    `<circle cx="110" cy="220" r="40" fill="${ink}" opacity=".55"/><circle cx="250" cy="220" r="40" fill="${ink}" opacity=".55"/>` +
    `<rect x="165" y="180" width="30" height="80" rx="6" fill="${ink}" opacity=".3"/>`,
  camera: (ink) =>
    `<path d="M70 115 V80 H220 V115" fill="none" stroke="#fff" stroke-width="16"/>` +
    `<rect x="20" y="115" width="230" height="160" rx="16" fill="#fff"/>` +
    `<rect x="250" y="140" width="90" height="110" rx="12" fill="#fff"/>` +
    `<circle cx="295" cy="195" r="38" fill="${ink}" opacity=".55"/><circle cx="295" cy="195" r="16" fill="#fff" opacity=".6"/>` +
    `<rect x="45" y="140" width="110" height="70" rx="6" fill="${ink}" opacity=".4"/><circle cx="200" cy="240" r="10" fill="#dc2626"/>`,
  box: (ink) =>
    `<polygon points="180,25 335,100 180,175 25,100" fill="#fff"/>` +
    `<polygon points="25,100 180,175 180,340 25,265" fill="#fff" opacity=".8"/>` +
    `<polygon points="335,100 180,175 180,340 335,265" fill="#fff" opacity=".6"/>` +
    `<polygon points="60,150 145,190 145,250 60,210" fill="${ink}" opacity=".35"/>`,
  monitor: (ink) =>
    `<rect x="15" y="35" width="330" height="215" rx="12" fill="#fff"/>` +
    `<rect x="31" y="51" width="298" height="175" rx="4" fill="${ink}" opacity=".55"/>` +
    `<rect x="165" y="250" width="30" height="60" fill="#fff"/><rect x="105" y="305" width="150" height="16" rx="8" fill="#fff"/>`,
  drive: (ink) =>
    `<rect x="60" y="50" width="240" height="270" rx="20" fill="#fff"/>` +
    rows(
      4,
      (i) =>
        `<rect x="85" y="${80 + i * 55}" width="190" height="40" rx="6" fill="${ink}" opacity=".35"/><circle cx="255" cy="${100 + i * 55}" r="6" fill="#22c55e"/>`,
    ),
  dock: (ink) =>
    `<rect x="30" y="130" width="300" height="110" rx="26" fill="#fff"/>` +
    rows(5, (i) => `<rect x="${70 + i * 48}" y="175" width="28" height="18" rx="4" fill="${ink}" opacity=".5"/>`) +
    `<path d="M180 240 C180 300 260 290 300 330" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`,
};

export function silhouetteSvg(kind: SilhouetteKind, ink: string): string {
  return SHAPES[kind](ink);
}
