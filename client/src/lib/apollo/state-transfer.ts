// The Apollo cache travels from the server to the browser as an inline script. It must be escaped so that
// product text can never close the <script> element or break the JavaScript (U+2028/U+2029).

export const APOLLO_STATE_KEY = "__APOLLO_STATE__";

export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function stateScript(state: unknown): string {
  return `window.${APOLLO_STATE_KEY}=${serializeState(state)};`;
}
