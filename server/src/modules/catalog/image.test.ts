import { describe, expect, it } from "vitest";
import { absoluteUrl, productImage } from "./image.js";

describe("absoluteUrl", () => {
  // The fast path for plain `/uploads/...` paths must agree with URL resolution on every input.
  it.each([
    ["/uploads/small_hp_dock_3ec561fdf2.png", "http://localhost:4000"],
    ["/uploads/a.png", "https://shop.example.ae"],
    ["/uploads/a.png", "https://Shop.Example.AE:443"],
    ["/uploads/a.png", "http://shop.example.ae:80/base/path"],
    ["/uploads/../secret.png", "http://localhost:4000"],
    ["/uploads/./a.png", "http://localhost:4000"],
    ["/uploads/a b.png", "http://localhost:4000"],
    ["/uploads/ä.png", "http://localhost:4000"],
    ["//evil.example/a.png", "http://localhost:4000"],
    ["/uploads/a.png?x=1#y", "http://localhost:4000"],
    ["https://cdn.example.com/a.png", "http://localhost:4000"],
    ["uploads/a.png", "http://localhost:4000"],
    ["/uploads\\\\a.png", "http://localhost:4000"],
  ])("%s against %s resolves as URL does", (url, base) => {
    expect(absoluteUrl(url, base)).toBe(new URL(url, `${base}/`).toString());
  });

  it("falls back to the placeholder under the base for an unusable base", () => {
    expect(absoluteUrl("/uploads/a.png", "not a url")).toBe("not a url/static/image-not-found.svg");
  });
});

describe("productImage", () => {
  it("makes every format absolute and uses the placeholder without media", () => {
    const img = productImage(
      { url: "/uploads/a.png", width: 10, height: 5, formats: { small: { url: "/uploads/small_a.png", width: 5, height: 2 } } } as never,
      "Dock",
      "http://localhost:4000",
      "http://localhost:4000",
    );
    expect(img).toMatchObject({
      url: "http://localhost:4000/uploads/a.png",
      alt: "Dock",
      small: { url: "http://localhost:4000/uploads/small_a.png" },
      large: null,
    });
    expect(productImage(null, "Dock", "http://a", "http://b")).toMatchObject({
      url: "http://b/static/image-not-found.svg",
      alt: "Image Not Found",
      isPlaceholder: true,
    });
  });

  it("gives an Arabic operation the Arabic placeholder, its words in the image and in the alternative text", () => {
    expect(productImage(null, "Dock", "http://a", "http://b", "ar")).toMatchObject({
      url: "http://b/static/image-not-found-ar.svg",
      alt: "الصورة غير متوفرة",
      isPlaceholder: true,
    });
  });
});
