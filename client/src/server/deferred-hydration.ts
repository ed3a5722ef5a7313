import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { serializeState } from "../lib/apollo/state-transfer";

// Content first, then hydration. The server's HTML is the whole page (products, prices, links, the search form),
// so a shopper can read it before any JavaScript runs. React Router's <Scripts> makes the browser fetch the 180 KB
// that hydrate it at once, in parallel with the stylesheet and the main product image; on a phone's slow link
// they then share the bandwidth, and the page's largest paint waits for bytes it does not need. Here the
// download starts once the page has painted (and the main image, if any, has arrived): the stylesheet and the
// image get the link to themselves, and hydration follows as soon as the bundles arrive. On a fast link the
// difference is a frame.
//
// React Router has no option for this, so its output is rewritten: its module preloads are dropped, and its
// bootstrap module (which imports the route modules and then the entry) is inserted by a small inline script
// when the time comes, with the same CSP nonce and the same preloads. Pinned to React Router 7.18.4's markup;
// deferred-hydration.test.ts checks that markup, and the browser tests hydrate every page through this path.

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/** How long the main image may hold hydration back before the bundles are fetched anyway. */
const MAX_IMAGE_WAIT_MS = 2500;

/** The page with React Router's module preloads and bootstrap replaced by a loader that runs after first paint. */
export function deferHydration(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html; // not a hydrating page (or markup changed): leave it as rendered
  const [tag, nonce, code] = bootstrap;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const loader = `<script nonce="${nonce}">${loaderScript(preloads, code!)}</script>`;
  return html.replace(PRELOAD, "").replace(tag, () => loader);
}

function loaderScript(preloads: string[], code: string): string {
  return `(()=>{const n=document.currentScript.nonce,p=${serializeState(preloads)},c=${serializeState(code)};let d=0;
const go=()=>{if(d)return;d=1;for(const h of p){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}
const s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=c;document.body.append(s)};
const painted=()=>requestAnimationFrame(()=>setTimeout(go,0));
const img=document.querySelector('img[fetchpriority="high"]');
if(img&&!img.complete){img.addEventListener("load",painted,{once:true});img.addEventListener("error",painted,{once:true});setTimeout(go,${MAX_IMAGE_WAIT_MS})}else painted()})();`;
}

/** deferHydration over the renderer's stream. The page is complete before its first byte anyway (onAllReady). */
export function deferHydrationStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let html = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      html += decoder.write(chunk);
      done();
    },
    flush(done) {
      done(null, deferHydration(html + decoder.end()));
    },
  });
}
