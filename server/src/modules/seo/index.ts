// The seo module's one public entry: what the app may use (http/seo.routes.ts). Nothing outside modules/seo/
// imports a file of it directly (`npm run lint`, eslint.config.js). It imports no other module: the sitemap's
// products come through a GraphQL query the route runs.

export { mergeLanguages, robotsTxt, sitemapXml } from "./sitemap.js";
export { sitemapEntries } from "./sitemap-source.js";
