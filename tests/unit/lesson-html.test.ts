import { describe, expect, it } from "vitest";
import { videoFromUrl } from "~/content/videos";
import { sanitizeLessonHtml } from "~/server/members/courses.server";

describe("sanitizeLessonHtml (stored course lesson content)", () => {
  it("keeps the lesson's structure: headings, paragraphs, lists, emphasis, tables, links", () => {
    const html =
      '<h2>Curing</h2><p>Cure for <strong>60 s</strong> in <em>full sun</em>.</p><ul><li>UV lamp</li></ul><table><tbody><tr><td>1</td></tr></tbody></table><a href="https://www.omegaedi.com/">Omega EDI</a>';
    expect(sanitizeLessonHtml(html)).toBe(
      '<h2>Curing</h2><p>Cure for <strong>60 s</strong> in <em>full sun</em>.</p><ul><li>UV lamp</li></ul><table><tbody><tr><td>1</td></tr></tbody></table><a href="https://www.omegaedi.com/" rel="noopener noreferrer">Omega EDI</a>',
    );
  });

  it.each([
    ['<script>alert("x")</script><p>ok</p>', "<p>ok</p>"],
    ['<img src="https://example.com/x.png" onerror="alert(1)">', '<img src="https://example.com/x.png" />'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">click</a>', '<a rel="noopener noreferrer">click</a>'],
    ['<p style="position:fixed" class="x" onclick="steal()">text</p>', "<p>text</p>"],
    ['<iframe src="https://evil.example"></iframe><p>after</p>', "<p>after</p>"],
    ["<svg><script>alert(1)</script></svg>", ""],
    ['<a href="//evil.example">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ["<style>body{display:none}</style>", ""],
  ])("makes %s inert", (dirty, clean) => {
    expect(sanitizeLessonHtml(dirty)).toBe(clean);
  });
});

describe("videoFromUrl (a course lesson's video address)", () => {
  it.each([
    ["https://vimeo.com/912850101", { provider: "vimeo", id: "912850101" }],
    ["https://player.vimeo.com/video/912850101", { provider: "vimeo", id: "912850101" }],
    ["https://www.youtube.com/watch?v=8RzB2nQm1Xo", { provider: "youtube", id: "8RzB2nQm1Xo" }],
    ["https://youtu.be/8RzB2nQm1Xo", { provider: "youtube", id: "8RzB2nQm1Xo" }],
    ["https://www.youtube-nocookie.com/embed/8RzB2nQm1Xo", { provider: "youtube", id: "8RzB2nQm1Xo" }],
  ])("reads %s", (address, video) => {
    expect(videoFromUrl(address, "A lesson")).toEqual({ ...video, title: "A lesson" });
  });

  it.each(["https://example.com/video.mp4", "not a url", "javascript:alert(1)"])("leaves %s to a plain link", (address) => {
    expect(videoFromUrl(address, "A lesson")).toBeNull();
  });
});
