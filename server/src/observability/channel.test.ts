import { describe, expect, it } from "vitest";
import type { Request } from "express";
import { requestChannel } from "./channel.js";

const storefront = { name: "storefront", version: "0.1.0", publicOrigin: "https://shop.example" };
const request = (path: string, headers: Record<string, string> = {}) => ({ path, headers }) as unknown as Request;

describe("a request's channel", () => {
  it("is the name and version the client sends, sanitised and lower-cased", () => {
    expect(requestChannel(request("/graphql", { "apollographql-client-name": "iOS-App", "apollographql-client-version": "2.3.1 (45)" }), storefront)).toEqual({
      client: "ios-app",
      clientVersion: "2.3.1__45_",
    });
    expect(requestChannel(request("/graphql", { "apollographql-client-name": "kiosk" }), storefront)).toEqual({ client: "kiosk", clientVersion: "unknown" });
    expect(requestChannel(request("/graphql", { "apollographql-client-name": "x".repeat(500) }), storefront).client).toHaveLength(40);
  });

  it("without a name: the storefront for its pages and its same-origin GraphQL calls, else unknown", () => {
    const own = { client: "storefront", clientVersion: "0.1.0" };
    expect(requestChannel(request("/shop"), storefront)).toEqual(own);
    expect(requestChannel(request("/graphql", { origin: "https://shop.example" }), storefront)).toEqual(own);
    expect(requestChannel(request("/graphql", { "sec-fetch-site": "same-origin" }), storefront)).toEqual(own);
    expect(requestChannel(request("/graphql"), storefront)).toEqual({ client: "unknown", clientVersion: "unknown" });
    expect(requestChannel(request("/graphql", { origin: "https://elsewhere.example" }), storefront).client).toBe("unknown");
    expect(requestChannel(request("/graphql", { "apollographql-client-name": "   " }), storefront).client).toBe("unknown");
  });
});
