// The Apollo cache travels from the server to the browser as an inline script. It must be escaped so that
// product text can never close the <script> element or break the JavaScript (U+2028/U+2029).

export const APOLLO_STATE_KEY = "__APOLLO_STATE__";

const ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

export function serializeState(state: unknown): string {
  // One pass over the JSON (it is tens of KB on a listing), not one per character.
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}

export function stateScript(state: unknown): string {
  return `window.${APOLLO_STATE_KEY}=${serializeState(state)};`;
}
