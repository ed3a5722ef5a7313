import { describe, expect, it } from "vitest";
import { shellStrings, routeStrings } from "./index";
import { pages as enPages } from "../en/pages";

// A native reviewer's renderings of the weakest Arabic strings (issue #23), and the wording rules behind them:
// shops say "التصفية", not the software term "عوامل التصفية"; a guest checkout is "دون تسجيل", not "كضيف"; the
// shop's name and country are joined by a dash in titles; hours follow the UAE's Monday-to-Friday week (since 2022).

const all = { ...shellStrings, ...routeStrings };
const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];

describe("Arabic wording", () => {
  it("uses the reviewed renderings", () => {
    const r = { ...shellStrings, ...routeStrings };
    expect(r.checkout.confirmation.emailOutbox).toBe("تم استلام طلبك، لكن تعذّر إرسال رسالة التأكيد إلى بريدك الإلكتروني. يُرجى الاحتفاظ برقم الطلب.");
    expect(r.checkout.account.hide).toBe("الشراء دون إنشاء حساب");
    expect(r.checkout.account.guest).toBe("أو أكمل الشراء دون تسجيل: يكفينا بريدك الإلكتروني لنرسل إليه تأكيد الطلب.");
    expect(r.account.addresses.setDefault).toBe("اجعله العنوان الافتراضي");
    expect(r.account.validation.passwordLong).toBe("يجب ألا تتجاوز كلمة المرور 72 حرفًا لاتينيًا (أو 36 حرفًا عربيًا).");
    expect(r.listing.emptyFiltered).toBe("جرّب تقليل خيارات التصفية أو توسيع نطاق السعر.");
    expect(r.listing.clearFilters).toBe("إلغاء التصفية");
    expect(r.pages.faqs.items[0]!.a).toContain("خلال يومين إلى ثلاثة أيام عمل");
    expect(r.account.errors.rateLimited_zero).toBe("تجاوزت عدد المحاولات المسموح به. يمكنك المحاولة مجددًا الآن.");
    expect(r.account.forgot.sentText).toContain("فسنرسل إليه رابطًا لإعادة تعيين كلمة المرور خلال دقائق. يمكن استخدام الرابط مرة واحدة فقط.");
    expect(r.account.errors.notFound).toBe("لم نعثر على ما تبحث عنه؛ ربما حُذف.");
  });

  it("has none of the weak phrasings left anywhere", () => {
    const weak = texts(all).filter((t) => /عوامل (ال)?تصفية|كضيف|ProAV Shop الإمارات|خادم بريد|خادم المتجر|الأحد إلى الخميس/.test(t));
    expect(weak).toEqual([]);
  });

  it("gives opening hours on the UAE's working week in both languages", () => {
    expect(routeStrings.pages.contact.hours).toMatch(/^من الاثنين إلى الخميس .*والجمعة/);
    expect(enPages.contact.hours).toMatch(/^Monday to Thursday .*Friday/);
    expect(texts(enPages).join(" ")).not.toMatch(/Sunday/);
  });
});
