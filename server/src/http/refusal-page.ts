import { createHash } from "node:crypto";
import { localeFromPath, SHOP_LOCALE_FACTS, type ShopLocale } from "@proav/shop-rules";

// The page a shopper sees when the gateway refuses a form post before the storefront runs (a body too large, a
// content type no form sends). Small and self-contained: server-rendered here in the shop's colours, in the
// page's language (from the URL, like every storefront page), with a way back.

export type Refusal = "too-large" | "unsupported-type";

const STRINGS: Record<ShopLocale, { title: Record<Refusal, string>; body: Record<Refusal, string>; back: string; home: string }> = {
  en: {
    title: { "too-large": "That form was too large", "unsupported-type": "That form could not be read" },
    body: {
      "too-large":
        "The shop did not accept it because it was larger than any of its forms allow. Nothing was changed. Please go back, shorten what you typed and send it again.",
      "unsupported-type":
        "The shop's forms are sent as ordinary web forms; this one arrived in another format. Nothing was changed. Please go back and send the form again from the shop's page.",
    },
    back: "Back to the shop",
    home: "/",
  },
  ar: {
    title: { "too-large": "حجم النموذج أكبر من المسموح", "unsupported-type": "تعذّرت قراءة النموذج" },
    body: {
      "too-large": "لم يقبل المتجر النموذج لأن حجمه يتجاوز الحد المسموح لأي من نماذجه. لم يتم تغيير أي شيء. يُرجى العودة واختصار ما كتبته ثم إرساله مرة أخرى.",
      "unsupported-type":
        "تُرسل نماذج المتجر كنماذج ويب عادية، وقد وصل هذا النموذج بصيغة أخرى. لم يتم تغيير أي شيء. يُرجى العودة وإرسال النموذج مرة أخرى من صفحة المتجر.",
    },
    back: "العودة إلى المتجر",
    home: "/ar",
  },
};

const STYLE = `body{margin:0;background:#f5f7fa;color:#1c2430;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",Arial,sans-serif}
header{background:#0b3d91;color:#fff;padding:16px 24px;font-weight:700}
main{max-inline-size:560px;margin:48px auto;padding:24px;background:#fff;border:1px solid #e3e7ee;border-radius:10px}
h1{font-size:1.4rem;margin-block:0 12px}
a{display:inline-block;margin-block-start:16px;background:#0b3d91;color:#fff;padding:10px 18px;border-radius:10px;text-decoration:none}`;

/**
 * The page's own policy: nothing loads, and only this stylesheet applies (by its hash: the pages' policy allows
 * no inline style, and this page has no bundle to link to).
 */
export const REFUSAL_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

export function refusalPage(path: string, refusal: Refusal): { locale: ShopLocale; html: string } {
  const locale = localeFromPath(path);
  const s = STRINGS[locale];
  const { dir } = SHOP_LOCALE_FACTS[locale];
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${s.title[refusal]}</title>
<style>${STYLE}</style>
</head>
<body>
<header>ProAV</header>
<main>
<h1>${s.title[refusal]}</h1>
<p>${s.body[refusal]}</p>
<a href="${s.home}">${s.back}</a>
</main>
</body>
</html>
`;
  return { locale, html };
}
