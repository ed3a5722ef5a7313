import { describe, expect, it } from "vitest";
import { ACCOUNT_LIMITS, COMPANY_LIMITS, CONTACT_LIMITS, formatCount, ORDER_LIMITS, type FormatLocale } from "@proav/shop-rules";
import { account as enAccount } from "./en/account";
import { checkout as enCheckout } from "./en/checkout";
import { pages as enPages } from "./en/pages";
import { account as arAccount } from "./ar/account";
import { checkout as arCheckout } from "./ar/checkout";
import { pages as arPages } from "./ar/pages";

// Some messages state a limit in words ("Use at least 8 characters."). The limit itself is @proav/shop-rules',
// which the forms and the gateway enforce; these texts are written by translators, so this checks that each one,
// in every language, still states the number the rule holds: a changed limit fails here until the words follow.

const strings = {
  en: { account: enAccount, checkout: enCheckout, pages: enPages },
  ar: { account: arAccount, checkout: arCheckout, pages: arPages },
};

function statedLimits(locale: FormatLocale): [text: string, limits: number[]][] {
  const { account, checkout, pages } = strings[locale];
  return [
    [account.validation.passwordShort, [ACCOUNT_LIMITS.passwordMin]],
    [account.register.passwordHint, [ACCOUNT_LIMITS.passwordMin]],
    [account.validation.passwordLong, [ACCOUNT_LIMITS.passwordMaxBytes]],
    [account.validation.username, [ACCOUNT_LIMITS.username]],
    [checkout.note.hint, [ORDER_LIMITS.note]],
    [checkout.company.poHint, [COMPANY_LIMITS.poNumber]],
    [account.validation.poNumber, [COMPANY_LIMITS.poNumber]],
    [account.validation.trn, [COMPANY_LIMITS.trnDigits]],
    [account.company.trnHint, [COMPANY_LIMITS.trnDigits]],
    [pages.contact.errors.nameLength, [CONTACT_LIMITS.name]],
    [pages.contact.errors.subjectLength, [CONTACT_LIMITS.subjectMin, CONTACT_LIMITS.subject]],
    [pages.contact.errors.messageLength, [CONTACT_LIMITS.messageMin, CONTACT_LIMITS.message]],
  ];
}

describe.each(["en", "ar"] as const)("limits stated in words (%s)", (locale) => {
  it("name the numbers of @proav/shop-rules", () => {
    for (const [text, limits] of statedLimits(locale)) {
      for (const limit of limits) expect(text).toMatch(new RegExp(`(^|[^\\d,])${formatCount(limit, locale)}(?![\\d,])`));
    }
  });
});
