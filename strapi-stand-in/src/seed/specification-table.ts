// The demo catalogue's specifications as compact data: what a title or part number does not say (CPU cores,
// software platforms, the connections of broadcast and pro AV gear), and the words of each language. The rules
// that turn these into rows are in specifications.ts. Figures are the makers' published ones, rounded.
import type { SpecificationKey } from "@proav/shop-rules";

export type SpecLocale = "en" | "ar";
type Words = Record<SpecLocale, string>;

/** Section names by the shop's group of each key (shop-rules' SPECIFICATION_KEYS). */
export const GROUP_NAMES: Record<string, Words> = {
  processor: { en: "Processor", ar: "المعالج" },
  graphics: { en: "Graphics", ar: "الرسوميات" },
  memory: { en: "Memory", ar: "الذاكرة" },
  storage: { en: "Storage", ar: "التخزين" },
  video: { en: "Video", ar: "الفيديو" },
  audio: { en: "Audio", ar: "الصوت" },
  connectivity: { en: "Connectivity", ar: "التوصيل" },
  design: { en: "Design", ar: "التصميم" },
  power: { en: "Power", ar: "الطاقة" },
  licence: { en: "Licence", ar: "الترخيص" },
};

/** Each key's label and unit (none for counts and text). */
export const KEY_WORDS: Record<SpecificationKey, { label: Words; unit?: Words }> = {
  cpu: { label: { en: "Processor", ar: "المعالج" } },
  cpu_cores: { label: { en: "CPU cores", ar: "أنوية المعالج" } },
  gpu: { label: { en: "Graphics card", ar: "بطاقة الرسوميات" } },
  gpu_memory_gb: { label: { en: "Graphics memory", ar: "ذاكرة الرسوميات" }, unit: { en: "GB", ar: "غيغابايت" } },
  ram_gb: { label: { en: "Memory (RAM)", ar: "الذاكرة العشوائية (RAM)" }, unit: { en: "GB", ar: "غيغابايت" } },
  storage_tb: { label: { en: "Storage (SSD)", ar: "سعة التخزين (SSD)" }, unit: { en: "TB", ar: "تيرابايت" } },
  max_resolution: { label: { en: "Maximum resolution", ar: "أقصى دقة" } },
  sensor: { label: { en: "Sensor", ar: "المستشعر" } },
  audio_channels: { label: { en: "Audio channels", ar: "قنوات الصوت" } },
  inputs: { label: { en: "Inputs", ar: "المداخل" } },
  outputs: { label: { en: "Outputs", ar: "المخارج" } },
  interfaces: { label: { en: "Interfaces", ar: "الواجهات" } },
  host_connection: { label: { en: "Computer connection", ar: "الاتصال بالحاسوب" } },
  form_factor: { label: { en: "Form factor", ar: "الشكل" } },
  rack_units: { label: { en: "Rack height", ar: "الارتفاع في الرف" }, unit: { en: "U", ar: "وحدة رف" } },
  weight_kg: { label: { en: "Weight", ar: "الوزن" }, unit: { en: "kg", ar: "كغ" } },
  power_w: { label: { en: "Power consumption", ar: "استهلاك الطاقة" }, unit: { en: "W", ar: "واط" } },
  licence_type: { label: { en: "Licence type", ar: "نوع الترخيص" } },
  seats: { label: { en: "Seats", ar: "عدد المستخدمين" } },
  term_months: { label: { en: "Term", ar: "مدة الترخيص" }, unit: { en: "months", ar: "شهرًا" } },
  platform: { label: { en: "Platform", ar: "نظام التشغيل" } },
};

/** Text values said in Arabic; others (model names, connectors, resolutions) are written the same in both. */
export const TEXT_AR: Record<string, string> = {
  Tower: "برجي",
  Rack: "للتركيب في رف",
  Mobile: "محمول",
  Subscription: "اشتراك",
  Education: "تعليمي",
  "Full-frame": "إطار كامل",
  Web: "متصفح الويب",
};

/** Cores of each processor the workstations carry. */
export const CPU_CORES: Record<string, number> = {
  "Intel Xeon w3-2425": 6,
  "Intel Xeon w5-2455X": 12,
  "Intel Xeon w5-3435X": 16,
  "Intel Xeon w7-3465X": 28,
  "Intel Core i7-13700": 16,
  "Intel Core i7-13700H": 14,
  "Intel Core i7-13800H": 14,
  "Intel Core i9-13900": 24,
  "Intel Core i9-13900K": 24,
  "Intel Core i9-13950HX": 24,
  "AMD Ryzen Threadripper PRO 5955WX": 16,
  "AMD Ryzen Threadripper PRO 5975WX": 32,
  "AMD Ryzen Threadripper PRO 5995WX": 64,
};

/** Bundles whose title names no configuration: the configuration, and the licence that comes with it. */
export const BUNDLES: Record<string, { configuration: string; licence: string }> = {
  "ZBFU16-ENS": { configuration: "Intel Core i9-13950HX, 64GB RAM, 2TB SSD, NVIDIA RTX 5000 Ada 16GB", licence: "Chaos Enscape - 1-Year Subscription" },
  "Z4G5-REVIT": { configuration: "Intel Xeon w5-2455X, 64GB RAM, 2TB SSD, NVIDIA RTX 4000 Ada 20GB", licence: "Autodesk Revit - 1-Year Subscription" },
  "P16-AC27": { configuration: "Intel Core i9-13950HX, 64GB RAM, 2TB SSD, NVIDIA RTX 5000 Ada 16GB", licence: "Graphisoft Archicad 27 - 1-Year Subscription" },
  "P5860-VRAY": { configuration: "Intel Xeon w5-3435X, 128GB RAM, 2TB SSD, NVIDIA RTX 5000 Ada 32GB", licence: "Chaos V-Ray Premium - 1-Year Subscription" },
};

/** Platforms by the start of a software title (the first match wins, so longer names come first). */
export const SOFTWARE_PLATFORMS: [prefix: string, platform: string][] = [
  ["Autodesk AutoCAD", "Windows, macOS"],
  ["Autodesk Fusion 360", "Windows, macOS"],
  ["Autodesk Maya", "Windows, macOS, Linux"],
  ["Autodesk", "Windows"],
  ["Chaos V-Ray", "Windows, macOS, Linux"],
  ["Chaos Enscape", "Windows, macOS"],
  ["Chaos", "Windows"],
  ["Graphisoft BIMcloud", "Web"],
  ["Graphisoft", "Windows, macOS"],
  ["Bentley", "Windows"],
];

/**
 * Broadcast, pro video and pro audio gear by part number (a Genelec's without its colour suffix, `-WH`/`-DG`):
 * what the data sheet lists.
 */
export type GearSpec = Partial<Record<"inputs" | "outputs" | "rack_units" | "power_w" | "weight_kg", number>> &
  Partial<Record<"interfaces" | "host_connection" | "max_resolution" | "sensor", string>>;

export const GEAR: Record<string, GearSpec> = {
  // broadcast
  "CONVBDC-SDI-HDMI12G": { max_resolution: "2160p60", inputs: 2, outputs: 2, interfaces: "12G-SDI, HDMI", power_w: 3 },
  "CONVCMIC-SH03G": { max_resolution: "1080p60", inputs: 1, outputs: 2, interfaces: "3G-SDI, HDMI", power_w: 1 },
  "CONVNTRM-MB": { max_resolution: "2160p60", inputs: 1, outputs: 2, interfaces: "12G-SDI, HDMI", power_w: 12 },
  "U-TAP-HDMI": { max_resolution: "1080p60", inputs: 1, interfaces: "HDMI", host_connection: "USB 3.0", power_w: 3 },
  SWATEMMINIBPR: { max_resolution: "1080p60", inputs: 4, outputs: 1, interfaces: "HDMI, USB-C, Ethernet", power_w: 12 },
  SWATEMTVSTU8ISO: { max_resolution: "1080p60", inputs: 8, outputs: 10, interfaces: "3G-SDI, HDMI, Ethernet", power_w: 80 },
  "KUMO-1616-12G": { max_resolution: "2160p60", inputs: 16, outputs: 16, interfaces: "12G-SDI", rack_units: 1, power_w: 40 },
  BDLKWEBPTR4K: { max_resolution: "2160p60", inputs: 1, outputs: 1, interfaces: "12G-SDI, Ethernet, USB-C", power_w: 20 },
  BDLKSTREC: { max_resolution: "1080p60", inputs: 1, interfaces: "HDMI, Ethernet, USB-C", power_w: 12 },
  BDLKSTRE4K: { max_resolution: "2160p60", inputs: 1, outputs: 1, interfaces: "12G-SDI, Ethernet, USB-C", power_w: 20 },
  "NXL-ME80": { max_resolution: "1080p60", inputs: 2, outputs: 2, interfaces: "3G-SDI, Ethernet", rack_units: 1, power_w: 60 },
  "FIDO-TR-12G": { max_resolution: "2160p60", inputs: 2, outputs: 2, interfaces: "12G-SDI, Fibre LC", power_w: 5 },
  "HI5-12G": { max_resolution: "2160p60", inputs: 1, outputs: 1, interfaces: "12G-SDI, HDMI", power_w: 6 },
  SWATEMMINIETWISO2: { max_resolution: "1080p60", inputs: 8, outputs: 2, interfaces: "HDMI, USB-C, Ethernet", power_w: 36 },
  "XVS-G1": { max_resolution: "2160p60", inputs: 48, outputs: 24, interfaces: "12G-SDI, 3G-SDI, Ethernet", rack_units: 4, power_w: 350 },
  SWATEMPSW8K: { max_resolution: "4320p60", inputs: 40, outputs: 24, interfaces: "12G-SDI, Ethernet", rack_units: 2, power_w: 150 },
  "BRIDGE-LIVE-12G": { max_resolution: "2160p60", inputs: 4, outputs: 4, interfaces: "12G-SDI, Ethernet", rack_units: 1, power_w: 80 },
  "HELO-PLUS": { max_resolution: "1080p60", inputs: 2, outputs: 2, interfaces: "3G-SDI, HDMI, Ethernet", power_w: 12 },
  // pro video
  "ILME-FX30": { sensor: "Super 35", max_resolution: "2160p120", interfaces: "HDMI, USB-C", weight_kg: 0.65 },
  "ILME-FX3": { sensor: "Full-frame", max_resolution: "2160p120", interfaces: "HDMI, USB-C", weight_kg: 0.72 },
  "ILME-FX6V": { sensor: "Full-frame", max_resolution: "2160p120", interfaces: "12G-SDI, HDMI", weight_kg: 0.89 },
  CINECAMPOCHDEF6K2: { sensor: "Super 35", max_resolution: "6K", interfaces: "HDMI, USB-C", weight_kg: 1.24 },
  CINECAM60KLFL: { sensor: "Full-frame", max_resolution: "6K", interfaces: "HDMI, USB-C, Ethernet", weight_kg: 2.06 },
  BDLKULSR4KMINI: { max_resolution: "2160p60", inputs: 2, outputs: 2, interfaces: "12G-SDI, HDMI", host_connection: "Thunderbolt 3", power_w: 30 },
  "KI-PRO-ULTRA-12G": { max_resolution: "2160p60", inputs: 4, outputs: 4, interfaces: "12G-SDI, HDMI", rack_units: 1, power_w: 45 },
  "KONA-5-R0": { max_resolution: "2160p60", inputs: 4, outputs: 4, interfaces: "12G-SDI, HDMI", host_connection: "PCIe Gen 3 x8", power_w: 25 },
  BDLKHDEXTR8KG2: { max_resolution: "4320p60", inputs: 4, outputs: 4, interfaces: "12G-SDI", host_connection: "PCIe Gen 3 x8", power_w: 25 },
  "IO-X3-R0": { max_resolution: "2160p60", inputs: 5, outputs: 5, interfaces: "3G-SDI, HDMI", host_connection: "Thunderbolt 3", power_w: 40 },
  "PXW-Z190": { sensor: "1/3-inch", max_resolution: "2160p60", interfaces: "3G-SDI, HDMI, USB", weight_kg: 2.3 },
  "CINSTUDMFT/G24PDF2": { sensor: "Four Thirds", max_resolution: "2160p60", interfaces: "12G-SDI, HDMI, Ethernet", weight_kg: 1.8 },
  CINEURSAMUPRO12KOLPF: { sensor: "Super 35", max_resolution: "12K", interfaces: "12G-SDI, USB-C", weight_kg: 2.5 },
  BDLKMINIREC4K: { max_resolution: "2160p30", inputs: 2, interfaces: "6G-SDI, HDMI", host_connection: "PCIe Gen 2 x4", power_w: 5 },
  "HYPERD/ST/4KPRO": { max_resolution: "2160p60", inputs: 2, outputs: 2, interfaces: "12G-SDI, HDMI, Ethernet", rack_units: 1, power_w: 30 },
  // pro audio
  MOS0055: { inputs: 2, outputs: 2, interfaces: "XLR, 6.3 mm jack", host_connection: "USB-C" },
  MOS0045: { inputs: 2, outputs: 2, interfaces: "XLR, 6.3 mm jack", host_connection: "USB-C" },
  MOS0046: { inputs: 4, outputs: 4, interfaces: "XLR, 6.3 mm jack, MIDI", host_connection: "USB-C" },
  MOS0048: { inputs: 18, outputs: 20, interfaces: "XLR, 6.3 mm jack, ADAT, S/PDIF", host_connection: "USB-C", rack_units: 1, power_w: 24 },
  MOS0037: { inputs: 18, outputs: 20, interfaces: "XLR, 6.3 mm jack, ADAT, S/PDIF, MIDI", host_connection: "USB-C", rack_units: 1, power_w: 30 },
  "AMS-REDNET-X2P": { inputs: 2, outputs: 2, interfaces: "XLR, Dante", host_connection: "Ethernet (Dante)", power_w: 13 },
  "DV-FA-AUDIF": { inputs: 2, outputs: 2, interfaces: "XLR, MADI", host_connection: "PCIe", rack_units: 1, power_w: 40 },
  "8010AP": { inputs: 1, interfaces: "XLR", power_w: 10, weight_kg: 1.4 },
  "8020DPM": { inputs: 2, interfaces: "XLR, AES/EBU, GLM", power_w: 12, weight_kg: 3.3 },
  "8030CP": { inputs: 1, interfaces: "XLR", power_w: 14, weight_kg: 5.6 },
  "8040BPM": { inputs: 1, interfaces: "XLR", power_w: 18, weight_kg: 9.4 },
  "8341AP": { inputs: 2, interfaces: "XLR, AES/EBU, GLM", power_w: 25, weight_kg: 9.8 },
  "7350APM": { inputs: 2, outputs: 2, interfaces: "XLR, AES/EBU, GLM", power_w: 30, weight_kg: 28 },
  "MDR-7506": { interfaces: "3.5 mm / 6.3 mm jack", weight_kg: 0.23 },
  "MDR-MV1": { interfaces: "3.5 mm / 6.3 mm jack", weight_kg: 0.22 },
  "MDR-M1ST": { interfaces: "3.5 mm / 6.3 mm jack", weight_kg: 0.22 },
};
