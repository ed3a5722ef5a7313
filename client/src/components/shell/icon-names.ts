// The symbols of icons.svg, by id. A name here without a symbol there (or the other way round) fails
// icons.test.ts.
export const ICON_NAMES = [
  "menu",
  "close",
  "search",
  "home",
  "grid",
  "heart",
  "cart",
  "user",
  "compare",
  "arrowUp",
  "chevronDown",
  "chevronEnd",
  "trash",
  "truck",
  "shield",
  "receipt",
  "clock",
  "pin",
  "logout",
  "tag",
  "info",
  "department-workstations",
  "department-broadcast",
  "department-pro-audio",
  "department-pro-video",
  "department-aec-software",
  "department-accessories",
  "department-box",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
