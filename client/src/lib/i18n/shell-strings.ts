import type { Resource } from "i18next";
import { DEFAULT_NAMESPACE, SHELL_STRINGS_KEY } from "./config";

declare global {
  interface Window {
    [SHELL_STRINGS_KEY]?: Record<string, unknown>;
  }
}

/** The shell strings the server wrote into this page (shell-strings.server.ts), as i18next resources. */
export function browserResources(locale: string): Resource {
  return { [locale]: { [DEFAULT_NAMESPACE]: window[SHELL_STRINGS_KEY] ?? {} } };
}
