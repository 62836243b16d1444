import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Markdown is rendered here, on the server, so no Markdown library is shipped to the browser.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

// Raw HTML in the source is shown as text, never run.
const renderer = new marked.Renderer();
renderer.html = ({ text }) => escapeHtml(text);

/** Our own course text (lesson tabs). */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { renderer, async: false, gfm: true });
}

// A link in a member's or a model's text may only lead to a lesson of the course.
const LESSON_PATH = /^\/lesson\/[a-z0-9-]+\/[a-z0-9-]+$/;

// Untrusted text: raw HTML shown as text, a link to a lesson stays a link, any other link is
// its words, and an image is its description. So every tag written is one the allow-list
// below keeps, and nothing it drops can leave a tag open or a closing tag behind.
const untrustedRenderer = new marked.Renderer();
untrustedRenderer.html = renderer.html;
untrustedRenderer.link = function ({ href, tokens }) {
  const text = this.parser.parseInline(tokens);
  return LESSON_PATH.test(href) ? `<a href="${href}">${text}</a>` : text;
};
untrustedRenderer.image = ({ text }) => escapeHtml(text);

/**
 * Text a member or a model wrote (coach messages): Markdown through an allow-list, so
 * paragraphs, lists, emphasis and links to lessons survive and nothing else does: no
 * script, no attributes, no link that leaves the course.
 */
export function renderUntrustedMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { renderer: untrustedRenderer, async: false, gfm: true }), {
    allowedTags: ["p", "ul", "ol", "li", "strong", "em", "code", "br", "a"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: [],
    allowProtocolRelative: false,
  });
}
