import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (let i = 0; i < 4; i++) {
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
await p.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lcp.push([Math.round(e.startTime), e.element?.tagName, e.size]))).observe({ type: "largest-contentful-paint", buffered: true });
  window.addEventListener("error", (e) => console.log("err", e.message));
  document.addEventListener("DOMContentLoaded", () => { window.__h1 = document.querySelector("h1"); window.__main = document.querySelector("main > *"); });
});
p.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
p.on("pageerror", (e) => console.log("pageerror", e.message));
const client = await ctx.newCDPSession(p);
await client.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await p.goto(process.argv[2] || "http://localhost:4100/");
await p.waitForSelector("html[data-hydrated=true]", { timeout: 15000 });
await p.waitForTimeout(1500);
console.log(await p.evaluate(() => JSON.stringify({ lcp: window.__lcp, sameH1: document.contains(window.__h1), sameMain: document.contains(window.__main) })));
await ctx.close();
}
await b.close();
