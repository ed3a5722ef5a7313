/**
 * The shape a translation of the English strings must have, so that a missing, extra or misspelt key in another
 * locale's file is a compile error: the same keys, string values (lists keep their length), and every English
 * plural pair (`key_one`, `key_other`) replaced by the plural categories the language needs (i18next picks one
 * with Intl.PluralRules: Arabic uses all six). The parity test (ar/parity.test.ts) checks the same at run time,
 * which also catches keys the type cannot see (e.g. an English `_one` without `_other`).
 */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/** Arabic's categories: 0, 1, 2, 3-10, 11-99 and 100-102 (and the rest) each read differently. */
export type ArabicPlural = PluralCategory;

export type Translation<T, P extends PluralCategory> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Translation<T[K], P> }
    : { readonly [K in keyof T as PluralKey<K, P>]: Translation<T[K], P> };

type PluralKey<K, P extends PluralCategory> = K extends `${infer Base}_other` ? `${Base}_${P}` : K extends `${string}_one` ? never : K;
