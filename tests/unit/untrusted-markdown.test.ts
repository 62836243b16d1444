import fc from "fast-check";
import { Tokenizer } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { renderUntrustedMarkdown } from "~/server/platform/markdown.server";

// A coach message is shown inside the chat's own markup, so its HTML must close every tag it
// opens (an unclosed link swallows the messages after it) and carry only the allow-list's tags
// and attributes. htmlparser2's tokenizer reads the output as a browser would, tag by tag.

const ALLOWED_TAGS = new Set(["p", "ul", "ol", "li", "strong", "em", "code", "br", "a"]);
const VOID_TAGS = new Set(["br"]);
const LESSON_PATH = /^\/lesson\/[a-z0-9-]+\/[a-z0-9-]+$/;

type Tag = { name: string; attributes: Record<string, string> };

/** What is wrong with `html`: tags left open, closed out of order or never opened, tags or attributes off the list. */
function problemsIn(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let tag: Tag | null = null;
  let attribute = "";
  let value = "";
  const slice = (start: number, end: number) => html.slice(start, end);
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        tag = { name: slice(start, end).toLowerCase(), attributes: {} };
      },
      onattribname(start, end) {
        attribute = slice(start, end).toLowerCase();
        value = "";
      },
      onattribdata(start, end) {
        value += slice(start, end);
      },
      onattribentity(codepoint) {
        value += String.fromCodePoint(codepoint);
      },
      onattribend() {
        if (tag) tag.attributes[attribute] = value;
      },
      onopentagend() {
        if (tag) opened(tag, false);
        tag = null;
      },
      onselfclosingtag() {
        if (tag) opened(tag, true);
        tag = null;
      },
      onclosetag(start, end) {
        const name = slice(start, end).toLowerCase();
        if (open.at(-1) === name) open.pop();
        else problems.push(`</${name}> closes ${open.length ? `<${open.at(-1)}>` : "nothing"}`);
      },
      oncomment: () => problems.push("a comment"),
      oncdata: () => problems.push("a CDATA section"),
      ondeclaration: () => problems.push("a declaration"),
      onprocessinginstruction: () => problems.push("a processing instruction"),
      ontext: () => {},
      ontextentity: () => {},
      onend: () => {},
    },
  );
  function opened({ name, attributes }: Tag, selfClosing: boolean) {
    if (!ALLOWED_TAGS.has(name)) problems.push(`<${name}> is not allowed`);
    for (const [attributeName, attributeValue] of Object.entries(attributes)) {
      if (name !== "a" || attributeName !== "href") problems.push(`<${name} ${attributeName}> is not allowed`);
      else if (!LESSON_PATH.test(attributeValue)) problems.push(`<a href="${attributeValue}"> leaves the course`);
    }
    if (VOID_TAGS.has(name)) return;
    if (selfClosing) problems.push(`<${name}/> is not a void element`);
    else open.push(name);
  }
  tokenizer.write(html);
  tokenizer.end();
  for (const name of open) problems.push(`<${name}> is never closed`);
  return problems;
}

const inputs: [string, string][] = [
  // Links that leave the course beside, inside and around links that stay.
  ["an outside link before a lesson link", "[d](https://x) [l](/lesson/intro/why-no-cost) after"],
  ["a lesson link between outside links", "[a](https://a.example) [l](/lesson/intro/why-no-cost) [b](http://b.example) end"],
  ["a lesson link inside an outside link", "[outer [inner](/lesson/intro/why-no-cost)](https://evil.example)"],
  ["an outside link inside a lesson link", "[outer [inner](https://evil.example)](/lesson/intro/why-no-cost)"],
  ["a lesson link inside a lesson link", "[outer [inner](/lesson/a/b)](/lesson/c/d) *after*"],
  ["emphasis across a link", "*a [b* c](/lesson/a/b) **d [e** f](https://x.example)"],
  ["a link in bold", "**[l](/lesson/a/b)** [x](https://x) *y*"],
  // Images.
  ["an image", "![a chip](/x.png)"],
  ["an image with markup in its description", '![a "quote" <b>bold</b> & more](https://x.example/p.png)'],
  ["an image inside a lesson link", "[![pic](https://x.example/p.png)](/lesson/a/b) after"],
  ["an image inside an outside link", "[![pic](/p.png) words](https://evil.example) after"],
  ["an image with a javascript: source", "![x](javascript:alert(1))"],
  // Raw HTML, which is shown as text.
  ["a raw link", '<a href="/lesson/a/b">raw</a> and <a href="https://evil.example">evil</a>'],
  ["a raw span around a lesson link", "<span>x [l](/lesson/a/b)</span> after"],
  ["stray closing tags", "</a></p></li></span><div> [l](/lesson/a/b) </div>"],
  ["a script", "<script>alert(1)</script> after"],
  ["an image tag", "<img src=x onerror=alert(1)> after"],
  ["an HTML comment", "<!-- hidden --> [l](/lesson/a/b)"],
  ["an HTML block", "<div>\n\n[l](/lesson/a/b)\n\n</div>"],
  // Autolinks.
  ["an angle-bracket autolink", "<https://evil.example/x> after"],
  ["a bare URL", "see https://evil.example/x and www.evil.example"],
  ["an e-mail autolink", "write to me@evil.example or <mailto:me@evil.example>"],
  ["a lesson path as plain text", "/lesson/a/b"],
  // Reference links.
  ["a reference link to a lesson", "[a][r]\n\n[r]: /lesson/a/b"],
  ["a reference link that leaves", '[a][r] [b][s]\n\n[r]: https://evil.example "title"\n[s]: /lesson/a/b'],
  ["a collapsed reference to javascript:", "[r][]\n\n[r]: javascript:alert(1)"],
  // javascript: and other schemes.
  ["a javascript: link", "[js](javascript:alert(1))"],
  ["an upper-case JAVASCRIPT: link", "[js](JAVASCRIPT:alert(1))"],
  ["an entity-encoded javascript: link", "[js](&#106;avascript:alert(1))"],
  ["a data: link", "[d](data:text/html;base64,PHNjcmlwdD4=)"],
  ["a protocol-relative link", "[p](//evil.example/lesson/a/b)"],
  // Lesson links with odd paths.
  ["a lesson link with a query", "[l](/lesson/intro/why-no-cost?x=1)"],
  ["a lesson link with a fragment", "[l](/lesson/intro/why-no-cost#top)"],
  ["a lesson link with dot segments", "[l](/lesson/intro/../../admin-dashboard)"],
  ["a lesson link in capitals", "[l](/lesson/Intro/Why-No-Cost)"],
  ["a lesson link with an empty segment", "[l](/lesson//why-no-cost)"],
  ["a lesson link with a third segment", "[l](/lesson/a/b/c)"],
  ["a lesson link with a quote", '[l](/lesson/a/b"onmouseover="alert(1))'],
  ["a lesson link with encoded characters", "[l](/lesson/a/b%22%3E%3Cscript%3E)"],
  ["a lesson link in angle brackets with a space", "[l](</lesson/a/b c>)"],
  ["a lesson link with a title", '[l](/lesson/a/b "a title")'],
  // Block Markdown the allow-list does not keep.
  ["headings, quotes, rules, code, tables", "# H\n\n> q [l](/lesson/a/b)\n\n---\n\n```\n<a href=x>\n```\n\n|a|[b](https://x)|\n|-|-|\n|1|2|"],
  ["a task list with a link", "- [ ] [l](/lesson/a/b)\n- [x] done"],
  ["strikethrough and a line break", "~~gone~~ [l](https://x)  \nnext line"],
];

describe("renderUntrustedMarkdown (coach messages)", () => {
  it.each(inputs)("writes balanced, allowed HTML for %s", (_name, markdown) => {
    expect(problemsIn(renderUntrustedMarkdown(markdown))).toEqual([]);
  });

  it("keeps a lesson link after an outside link whole, and the outside link's words", () => {
    expect(renderUntrustedMarkdown("[d](https://x) [l](/lesson/intro/why-no-cost) after")).toBe('<p>d <a href="/lesson/intro/why-no-cost">l</a> after</p>\n');
  });

  it("shows an image as its description and raw HTML as text", () => {
    expect(renderUntrustedMarkdown('![a chip](/x.png) <a href="/lesson/a/b">raw</a>')).toBe('<p>a chip &lt;a href="/lesson/a/b"&gt;raw&lt;/a&gt;</p>\n');
  });

  it("writes balanced, allowed HTML for any mix of links, emphasis and raw tags", () => {
    const pieces = fc.constantFrom(
      "[",
      "]",
      "(",
      ")",
      "![",
      "<",
      ">",
      "*",
      "**",
      "_",
      "`",
      " ",
      "\n",
      "\n\n",
      "- ",
      "1. ",
      "> ",
      "# ",
      "/lesson/a/b",
      "https://evil.example",
      "javascript:alert(1)",
      "www.x.example",
      "me@x.example",
      "[l](/lesson/a/b)",
      "[o](https://o.example)",
      "![i](/i.png)",
      '<a href="/lesson/a/b">',
      "</a>",
      "<span>",
      "</span>",
      "</p>",
      "<br>",
      "[r]",
      "\n\n[r]: /lesson/a/b\n",
      "\n\n[r]: https://evil.example\n",
      "words",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const html = renderUntrustedMarkdown(parts.join(""));
        expect(problemsIn(html), html).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
