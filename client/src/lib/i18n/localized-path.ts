// The URL rule for languages lives in @proav/shop-rules (the gateway's sitemap and e-mails use it too).
export { localeFromPath, localizedPath, unlocalizedPath, type ShopLocale as UrlLocale } from "@proav/shop-rules";
