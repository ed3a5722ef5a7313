import { existsSync } from "node:fs";

// Browser tests never skip silently: without a Chromium they fail and say how to get one.
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's package (sudo apt-get install -y chromium) " +
        "or set CHROMIUM_PATH to a Chromium/Chrome binary.",
    );
  }
  return found;
}
