import { describe, expect, it } from "vitest";
import { moveTrailingContentIntoBody } from "~/server/html-document.server";

const page = (body: string, after = "") => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>${after}`;

function moved(html: string): string {
  const document = Buffer.from(html);
  moveTrailingContentIntoBody(document);
  return document.toString("utf8");
}

describe("moveTrailingContentIntoBody (the rendered document before it is sent)", () => {
  it("moves the data scripts written after </html> to the end of the body, in order", () => {
    const scripts = '<!--$--><script nonce="n">enqueue("é")</script><!--$--><script nonce="n">close()</script><!--/$--><!--/$-->';
    expect(moved(page("<main>ü</main><script>boot()</script>", scripts))).toBe(page(`<main>ü</main><script>boot()</script>${scripts}`));
  });

  it("leaves a document that ends with </html> as it is (the classic data protocol, pages without scripts)", () => {
    expect(moved(page("<main>x</main><script>boot()</script>"))).toBe(page("<main>x</main><script>boot()</script>"));
    expect(moved("<p>not a document</p>")).toBe("<p>not a document</p>");
  });

  it("finds the document's own end, not text that quotes it", () => {
    const body = "<pre>&lt;/body&gt;&lt;/html&gt;</pre><script>var s = '\\u003c/body>\\u003c/html>'</script>";
    expect(moved(page(body, "<script>late()</script>"))).toBe(page(`${body}<script>late()</script>`));
  });
});
