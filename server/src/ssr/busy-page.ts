import type { ShopLocale } from "@proav/shop-rules";

// The page a shed request gets (render-gate.ts): a few hundred bytes, no script and no style (the page policy
// allows none inline), in the language of the URL, saying what happened and what to do. It costs no render.

const WORDS: Record<ShopLocale, { title: string; body: (seconds: string) => string; retry: string; dir: "ltr" | "rtl" }> = {
  en: {
    title: "The shop is busy",
    body: (s) => `Too many pages are being prepared right now. Nothing is wrong with your cart or order: please try again in ${s} seconds.`,
    retry: "Try again",
    dir: "ltr",
  },
  ar: {
    title: "المتجر مشغول",
    body: (s) => `يجري تجهيز عدد كبير من الصفحات الآن. سلة التسوق وطلبك بخير: يرجى المحاولة مرة أخرى بعد ${s} ثوانٍ.`,
    retry: "حاول مرة أخرى",
    dir: "rtl",
  },
};

export function busyPage(locale: ShopLocale, retryAfterSeconds: string): string {
  const w = WORDS[locale];
  return (
    `<!DOCTYPE html><html lang="${locale}" dir="${w.dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${w.title}</title></head><body><main><h1>${w.title}</h1><p>${w.body(retryAfterSeconds)}</p>` +
    `<p><a href="">${w.retry}</a></p></main></body></html>`
  );
}
