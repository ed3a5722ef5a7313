import AgentKeepAlive from "agentkeepalive";

// Kept-alive connections to the backend save a TCP handshake per call. The risk: the backend closes an idle
// connection (Node and Koa servers do after 5 s) just as the gateway reuses it, and the request fails with
// ECONNRESET. Closing our idle sockets first (after 4 s) removes that race; the retry on idempotent GETs covers
// what is left.
const FREE_SOCKET_TIMEOUT_MS = 4_000;

export function keepAliveAgents(maxSockets: number) {
  return {
    httpAgent: new AgentKeepAlive({ maxSockets, freeSocketTimeout: FREE_SOCKET_TIMEOUT_MS }),
    httpsAgent: new AgentKeepAlive.HttpsAgent({ maxSockets, freeSocketTimeout: FREE_SOCKET_TIMEOUT_MS }),
  };
}
