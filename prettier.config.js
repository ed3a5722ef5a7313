// Prettier, set to the code as it is written: double quotes, semicolons, trailing commas, `(x) =>`, and lines up to
// 160 characters (the width that changes the fewest lines here). GraphQL inside `graphql(...)` templates keeps its
// compact one-line selections (`price { amount formatted }`), so embedded code is left as written.
// `npm run format` writes, `npm run format:check` only reports.
/** @type {import("prettier").Config} */
export default {
  printWidth: 160,
  singleQuote: false,
  semi: true,
  trailingComma: "all",
  arrowParens: "always",
  embeddedLanguageFormatting: "off",
};
