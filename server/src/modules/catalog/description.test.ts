import { describe, expect, it } from "vitest";
import { descriptionHtml } from "./description.js";

describe("descriptionHtml", () => {
  it("renders Markdown", () => {
    expect(descriptionHtml("## Title\n\nText with **bold**.\n\n- one\n- two")).toBe(
      "<h2>Title</h2>\n<p>Text with <strong>bold</strong>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
    );
  });

  it("makes scripts, handlers, styles and javascript: links inert", () => {
    const html = descriptionHtml(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil"></iframe>' +
        '<a href="javascript:alert(3)">x</a> <span style="color:red" onclick="alert(4)">y</span>',
    )!;
    expect(html).not.toMatch(/<script|onerror|onclick|<iframe|javascript:|<img|style=/i);
    expect(html).toContain("Hi");
  });

  it("keeps safe links with rel noopener", () => {
    expect(descriptionHtml("[HP](https://hp.com)")).toBe('<p><a href="https://hp.com" rel="nofollow noopener noreferrer" target="_blank">HP</a></p>');
  });

  it("is null without a description", () => {
    expect(descriptionHtml(null)).toBeNull();
    expect(descriptionHtml("   ")).toBeNull();
  });
});
