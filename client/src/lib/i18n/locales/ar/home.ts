import type { home as en } from "../en/home";
import type { ArabicPlural, Translation } from "../translation";

/** The home page and its variants. */
export const home: Translation<typeof en, ArabicPlural> = {
  seoTitle: "ProAV Shop – الإمارات | محطات العمل ومعدات البث والصوت والصورة الاحترافية وبرمجيات العمارة والهندسة",
  description:
    "وكيل معتمد في الإمارات لمحطات العمل من HP وDell وLenovo، ومعدات البث من Blackmagic Design وAJA، والصوتيات الاحترافية من Genelec وFocusrite، وبرمجيات Autodesk وBentley وGraphisoft. الأسعار بالدرهم الإماراتي وشاملة ضريبة القيمة المضافة.",
  hero: {
    eyebrow: "وكيل معتمد · دبي، الإمارات",
    title: "محطات عمل احترافية ومعدات بث وصوت وصورة، بتوصيل إلى جميع أنحاء الإمارات",
    text: "محطات عمل معتمدة، ومعدات للإنتاج المباشر والاستوديوهات، وتراخيص برمجيات العمارة والهندسة والإنشاءات. الأسعار بالدرهم الإماراتي وشاملة ضريبة القيمة المضافة.",
    shop: "تسوّق جميع المنتجات",
    deals: "شاهد العروض",
    points: ["ضمان الشركة المصنّعة", "فواتير ضريبية للشركات", "الدفع عند الاستلام أو بالتحويل المصرفي"],
  },
  categoriesTitle: "تسوّق حسب الفئة",
  subCategories_zero: "لا توجد مجموعات",
  subCategories_one: "مجموعة واحدة",
  subCategories_two: "مجموعتان",
  subCategories_few: "{{count}} مجموعات",
  subCategories_many: "{{count}} مجموعة",
  subCategories_other: "{{count}} مجموعة",
  dealsTitle: "عروض التخفيضات",
  dealsMeta_zero: "لا توجد منتجات مخفّضة",
  dealsMeta_one: "منتج واحد مخفّض",
  dealsMeta_two: "منتجان مخفّضان",
  dealsMeta_few: "{{count}} منتجات مخفّضة",
  dealsMeta_many: "{{count}} منتجًا مخفّضًا",
  dealsMeta_other: "{{count}} منتج مخفّض",
  dealsAll: "جميع العروض",
  newTitle: "وصل حديثًا",
  newMeta: "عدد المنتجات في الكتالوج: {{count}}",
  newAll: "تسوّق كل المنتجات",
  brandsTitle: "علاماتنا التجارية",
  failedTitle: "كتالوجنا متوقف مؤقتًا",
  failedText: "تعذّر تحميل المنتجات الآن. يُرجى تحديث الصفحة بعد قليل؛ سلتك محفوظة.",
  emptyText: "لا توجد منتجات متاحة بعد.",
};
