import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { gql } from "./support/graphql-client.js";

// Product.specifications (#27) through the real gateway over HTTP against the stand-in: the backend's words in the
// request's language (the Arabic row's), the comparison the shop declares per key, the shop's display order.

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  backend = await startTestBackend();
  gateway = await startGateway(backend.url);
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

interface Spec {
  key: string;
  group: string;
  label: string;
  value: string;
  unit: string | null;
  numericValue: number | null;
  comparison: string;
}
const SPECS = `query($slug: String) { product(slug: $slug) { specifications { key group label value unit numericValue comparison } } }`;
const WORKSTATION = "dell-precision-5860-tower-intel-xeon-w5-2455x-64gb-ram-2tb-ssd-nvidia-rtx-4000-ada-20gb";

async function specsOf(slug: string, acceptLanguage?: string): Promise<Spec[]> {
  const reply = await gql<{ product: { specifications: Spec[] } }>(gateway.url, SPECS, { slug }, { acceptLanguage });
  expect(reply.errors).toBeUndefined();
  return reply.data!.product.specifications;
}

describe("Product.specifications", () => {
  it("a workstation's, in English, grouped in the shop's order with the declared comparison", async () => {
    const specs = await specsOf(WORKSTATION);
    expect(specs.map((s) => s.key)).toEqual(["cpu", "cpu_cores", "gpu", "gpu_memory_gb", "ram_gb", "storage_tb", "form_factor"]);
    expect(specs.find((s) => s.key === "ram_gb")).toEqual({
      key: "ram_gb",
      group: "Memory",
      label: "Memory (RAM)",
      value: "64",
      unit: "GB",
      numericValue: 64,
      comparison: "MORE_IS_BETTER",
    });
    expect(specs.find((s) => s.key === "gpu")).toMatchObject({ value: "NVIDIA RTX 4000 Ada", unit: null, numericValue: null, comparison: "NONE" });
  });

  it("the same in Arabic: Arabic groups, labels, units and words, the same keys and numbers", async () => {
    const en = await specsOf(WORKSTATION);
    const ar = await specsOf(WORKSTATION, "ar");
    expect(ar.map((s) => [s.key, s.numericValue, s.comparison])).toEqual(en.map((s) => [s.key, s.numericValue, s.comparison]));
    expect(ar.find((s) => s.key === "ram_gb")).toMatchObject({ group: "الذاكرة", label: "الذاكرة العشوائية (RAM)", value: "64", unit: "غيغابايت" });
    expect(ar.find((s) => s.key === "form_factor")?.value).toBe("برجي");
  });

  it("a licence's and gear's, LESS_IS_BETTER where declared; none for an accessory", async () => {
    const revit = await specsOf("autodesk-revit-1-year-subscription");
    expect(revit.map((s) => [s.key, s.value])).toEqual([
      ["licence_type", "Subscription"],
      ["seats", "1"],
      ["term_months", "12"],
      ["platform", "Windows"],
    ]);
    const router = await specsOf("aja-kumo-1616-12g-router");
    expect(router.find((s) => s.key === "rack_units")).toMatchObject({ numericValue: 1, comparison: "LESS_IS_BETTER" });
    expect(await specsOf("hp-thunderbolt-dock-g4-280w")).toEqual([]);
  });
});
