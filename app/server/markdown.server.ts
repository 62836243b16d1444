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

/**
 * Text a member or a model wrote (coach messages): Markdown through an allow-list, so
 * paragraphs, lists, emphasis and links to lessons survive and nothing else does: no
 * script, no attributes, no link that leaves the course.
 */
export function renderUntrustedMarkdown(markdown: string): string {
  return sanitizeHtml(renderMarkdown(markdown), {
    allowedTags: ["p", "ul", "ol", "li", "strong", "em", "code", "br", "a"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: [],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attributes): sanitizeHtml.Tag =>
        /^\/lesson\/[a-z0-9-]+\/[a-z0-9-]+$/.test(attributes.href ?? "") ? { tagName, attribs: { href: attributes.href } } : { tagName: "span", attribs: {} },
    },
  });
}
