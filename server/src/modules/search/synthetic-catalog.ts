import type { RestProduct, RestProductCategory } from "../../backend/rest-types.js";

// A generated catalogue for measuring search at the size one gateway holds (20,000 products): titles, part
// numbers and descriptions built from the words a pro AV and workstation shop uses, so that common words
// ("pro", "workstation", "video") match thousands of products as they do in the real catalogue. Deterministic.

const BRANDS = ["HP", "Dell", "Lenovo", "Blackmagic Design", "AJA", "NVIDIA", "Sony", "Focusrite", "Genelec", "Autodesk"].map((name, i) => ({
  id: i + 1,
  name,
  slug: name.toLowerCase().replace(/\W+/g, "-"),
}));
const MODELS = ["Z8 Fury", "Z4", "Precision 7960", "ThinkStation P5", "DeckLink", "UltraStudio", "Kona", "Quadro RTX", "FX30", "Scarlett", "8030C", "Revit"];
const KINDS = [
  "Workstation",
  "Tower Workstation",
  "Capture Card",
  "Video Converter",
  "Graphics Card",
  "Camera",
  "Audio Interface",
  "Studio Monitor",
  "Licence",
];
const EXTRAS = ["Pro", "Studio", "4K", "8K", "12G", "HDMI", "SDI", "Mini", "Max", "Plus", "G5", "Gen 2"];
const PROSE = (
  "professional video audio workstation broadcast studio production editing colour grading real time performance " +
  "memory storage processor graphics display monitor capture playback streaming recording mixing camera lens " +
  "the and with for from this that your pro high quality reliable design powerful compact"
).split(" ");

export const SYNTHETIC_CATEGORIES: RestProductCategory[] = [
  { id: 1, name: "Workstations", slug: "workstations", sub_categories: [{ id: 11, name: "Tower Workstations", slug: "tower-workstations" }] },
  { id: 2, name: "Broadcast & Video", slug: "broadcast", sub_categories: [{ id: 21, name: "Capture Cards", slug: "capture-cards" }] },
  { id: 3, name: "Audio", slug: "audio", sub_categories: [{ id: 31, name: "Studio Monitors", slug: "studio-monitors" }] },
];

/** `count` active products, ids from 1. */
export function syntheticCatalog(count: number): RestProduct[] {
  const out: RestProduct[] = [];
  for (let n = 1; n <= count; n++) {
    const brand = BRANDS[n % BRANDS.length]!;
    const title = `${brand.name} ${MODELS[n % MODELS.length]} ${KINDS[(n * 7) % KINDS.length]} ${EXTRAS[(n * 3) % EXTRAS.length]} ${n}`;
    const words = Array.from({ length: 40 }, (_, i) => PROSE[(n * 13 + i * 7) % PROSE.length]);
    const sub = SYNTHETIC_CATEGORIES[n % SYNTHETIC_CATEGORIES.length]!.sub_categories![0]!;
    out.push({
      id: n,
      title,
      product_slug: `product-${n}`,
      price: 1000 + (n % 500) * 10,
      sale_price: n % 5 === 0 ? 900 : null,
      is_active: true,
      part_number: `PN-${(n * 7919).toString(36).toUpperCase()}`,
      description: words.join(" "),
      image_1: null,
      brands: [brand],
      sub_categories: [sub],
      created_at: "2026-01-01T00:00:00.000Z",
    } as RestProduct);
  }
  return out;
}
