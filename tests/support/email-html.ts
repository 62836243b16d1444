import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";

// An e-mail's HTML part as a mail client builds it: its elements, its links and the words a
// reader sees (every element boundary counts as a space, as between table cells).

const elements = (nodes: ChildNode[]): Element[] =>
  nodes.flatMap((node) => ("children" in node ? [...(node.type === "tag" ? [node as Element] : []), ...elements(node.children)] : []));
const textOf = (nodes: ChildNode[]): string =>
  nodes.map((node) => (node.type === "text" ? node.data : node.type === "tag" && node.name !== "head" ? ` ${textOf(node.children)} ` : "")).join("");
const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

export function readEmailHtml(html: string) {
  const document = parseDocument(html, { decodeEntities: true });
  const all = elements(document.children);
  return {
    tags: [...new Set(all.map((element) => element.name))],
    links: all
      .filter((element) => element.name === "a")
      .map((anchor) => ({ href: anchor.attribs.href, text: squeeze(textOf(anchor.children)), attributes: Object.keys(anchor.attribs) })),
    /** The visible words, whitespace squeezed. */
    text: squeeze(textOf(document.children)),
  };
}

/**
 * What of the plain-text part a reader of the HTML part must see too: each line without the
 * addresses of the message's `links` (the HTML part shows their words instead), cut where a
 * label ends ("Order number: 1F2E..." gives "Order number" and "1F2E..."), leaving out the
 * text part's own signature mark.
 */
export function textPartPhrases(text: string, links: string[]): string[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "--")
    .flatMap((line) => links.reduce((rest, href) => rest.replaceAll(href, ""), line).split(/:\s/))
    .map(squeeze)
    .filter((phrase) => phrase !== "");
}
