import { SHOP_LOCALE_FACTS, type ShopLocale } from "@proav/shop-rules";

// The page a shed request gets (render-gate.ts): a few hundred bytes, no script and no style (the page policy
// allows none inline), in the language of the URL, saying what happened and what to do. It costs no render.

type Reason = "busy" | "too-many";

interface Words {
  title: Record<Reason, string>;
  body: Record<Reason, (seconds: string) => string>;
  retry: string;
}

const WORDS: Record<ShopLocale, Words> = {
  en: {
    title: { busy: "The shop is busy", "too-many": "Too many pages at once" },
    body: {
      busy: (s) => `Too many pages are being prepared right now. Nothing is wrong with your cart or order: please try again in ${s} seconds.`,
      "too-many": (s) =>
        `Your connection asked for more pages than a shopper reads. Nothing is wrong with your cart or order: please try again in ${s} seconds.`,
    },
    retry: "Try again",
  },
  ar: {
    title: { busy: "المتجر مشغول", "too-many": "صفحات كثيرة في وقت واحد" },
    body: {
      busy: (s) => `يجري تجهيز عدد كبير من الصفحات الآن. سلة التسوق وطلبك بخير: يرجى المحاولة مرة أخرى بعد ${s} ثوانٍ.`,
      "too-many": (s) => `طلب اتصالك صفحات أكثر مما يقرأ المتسوق. سلة التسوق وطلبك بخير: يرجى المحاولة مرة أخرى بعد ${s} ثوانٍ.`,
    },
    retry: "حاول مرة أخرى",
  },
};

export function busyPage(locale: ShopLocale, retryAfterSeconds: string, reason: Reason = "busy"): string {
  const w = WORDS[locale];
  const title = w.title[reason];
  return (
    `<!DOCTYPE html><html lang="${locale}" dir="${SHOP_LOCALE_FACTS[locale].dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${title}</title></head><body><main><h1>${title}</h1><p>${w.body[reason](retryAfterSeconds)}</p>` +
    `<p><a href="">${w.retry}</a></p></main></body></html>`
  );
}
