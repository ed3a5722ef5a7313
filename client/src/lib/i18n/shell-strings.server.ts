import type { Resource } from "i18next";
import { serializeState } from "../apollo/state-transfer";
import { DEFAULT_NAMESPACE, SHELL_STRINGS_KEY, type Locale } from "./config";
import { shellStrings as en } from "./locales/en/index";

/** Every locale's shell strings (server only: the browser receives its own locale's inside the HTML). */
const SHELL_STRINGS: Record<Locale, typeof en> = { en };

export const serverResources: Resource = Object.fromEntries(
  Object.entries(SHELL_STRINGS).map(([locale, strings]) => [locale, { [DEFAULT_NAMESPACE]: strings }]),
);

/** The inline script that hands the rendered locale's shell strings to the browser (escaped like the cache). */
export function shellStringsScript(locale: Locale): string {
  return `window.${SHELL_STRINGS_KEY}=${serializeState(SHELL_STRINGS[locale])};`;
}
