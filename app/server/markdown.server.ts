import { marked } from "marked";

// Course text is written in Markdown and rendered here, on the server, so no Markdown
// library is shipped to the browser. Raw HTML in the source is shown as text, never run.
const renderer = new marked.Renderer();
renderer.html = ({ text }) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { renderer, async: false, gfm: true });
}
