import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useBackend, type ProductJson } from "./helpers.js";

const api = useBackend();

describe("/uploads", () => {
  it("serves every format of a product image as a real PNG of the advertised size, cacheable for a year", async () => {
    const { body } = await api.get<ProductJson>("/products/2");
    const image = body.image_1!;
    for (const format of [{ url: image.url, width: 1200, height: 800 }, ...Object.values(image.formats)]) {
      const res = await fetch(api.backend.url + format.url);
      expect(res.status, format.url).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(1, 4).toString()).toBe("PNG");
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([format.width, format.height]);
    }
  });

  it("answers 404 for missing files and refuses to leave the folder", async () => {
    expect((await api.get("/uploads/no-such-file.png")).text).toBe("Not Found");
    const escape = await api.get("/uploads/..%2f..%2fpackage.json");
    expect(escape.status).toBeGreaterThanOrEqual(400);
    expect(escape.text).not.toContain("@shop/strapi-stand-in");
  });
});
