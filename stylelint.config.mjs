// The storefront's style lint (`npm run lint:css`, part of `npm test`). One rule family: logical properties and
// values only, so an Arabic page mirrors by `dir="rtl"` alone. `csstools/use-logical` names the physical
// properties and keywords (margin-left, left, float: right, text-align: left, width...); the lists below catch
// what it does not: four-value shorthands whose left and right differ, corner radii that differ between the
// sides, sideways translations and left/right keywords in positions.
// Four values (top right bottom left) whose right and left differ; equal sides mirror onto themselves.
const unevenSides = /^\s*\S+\s+(\S+)\s+\S+\s+(?!\1\s*$)\S+\s*$/;
// Radii are named by corner: two or three values always differ between the sides; four mirror only as
// "a a b b" (top corners alike, bottom corners alike).
const unevenCorners = [/^\s*[^\s/]+(\s+[^\s/]+){1,2}\s*$/, /^(?!\s*(\S+)\s+\1\s+(\S+)\s+\2\s*$)\s*\S+\s+\S+\s+\S+\s+\S+\s*$/];
const sideKeyword = /\b(left|right)\b/;

/** @type {import("stylelint").Config} */
export default {
  plugins: ["stylelint-use-logical"],
  rules: {
    "csstools/use-logical": "always",
    "declaration-property-value-disallowed-list": [
      {
        "/^(margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)$/": [unevenSides],
        "border-radius": unevenCorners,
        transform: [/translateX\(/, /translate(3d)?\(\s*-?[\d.]*[1-9]/],
        translate: [/^\s*-?[\d.]*[1-9]/],
        "/^(background|background-position|background-position-x|object-position|transform-origin|perspective-origin|offset-anchor|mask-position)$/": [
          sideKeyword,
        ],
        "/^(justify-content|justify-items|justify-self|place-content|place-items|place-self|caption-side|clear|resize)$/": [sideKeyword],
      },
      {
        message: (property, value) =>
          `"${property}: ${value}" is physical left/right; use a logical property or value (start/end, inline/block) so right-to-left pages mirror.`,
      },
    ],
  },
};
