import { Lexer, type Token, type Tokens } from "marked";
import { placeholdersIn } from "~/lib/site-texts";
import { fillValues, type TextValue } from "~/lib/text-units";
import { heading, link, type EmailBody, type EmailLink, type Line } from "~/server/delivery/email-body.server";
import { siteUrl } from "~/server/platform/env.server";

// An owner-written e-mail text (Markdown with {{placeholders}}, lib/site-texts.ts) made into
// a message's subject and body parts (email-body.server.ts), which the one layout sends as
// HTML and plain text. The Markdown is read first and the placeholders filled in afterwards,
// inside the text it produced: a value (a visitor's name) is always text, never Markdown or
// a link. Links are the owner's own, to this site or an http(s) or mailto address; anything
// else shows its words only. A block placeholder on a line of its own becomes the parts the
// system supplies for it (a call's join, calendar and manage links).

type Values = Record<string, string>;

function ownLink(href: string): string | null {
  if (href.startsWith("/") && !href.startsWith("//")) return `${siteUrl}${href}`;
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : null;
}

/** Inline tokens as lines (a soft or hard break starts a new one) of text and links. */
function inlineLines(tokens: Token[], values: Values): Line[] {
  const lines: (string | EmailLink)[][] = [[]];
  const add = (part: string | EmailLink) => lines.at(-1)!.push(part);
  const addText = (text: string) =>
    fillValues(text, values)
      .split("\n")
      .forEach((piece, index) => {
        if (index > 0) lines.push([]);
        if (piece) add(piece);
      });
  const walk = (list: Token[]) => {
    for (const token of list) {
      switch (token.type) {
        case "br":
          lines.push([]);
          break;
        case "link": {
          const { href, tokens: words } = token as Tokens.Link;
          const target = ownLink(href);
          const label = fillValues(plainText(words), values);
          if (target) add(link(target, label));
          else addText(label);
          break;
        }
        case "strong":
        case "em":
        case "del":
          walk((token as Tokens.Strong).tokens);
          break;
        case "text":
          if ("tokens" in token && token.tokens) walk(token.tokens);
          else addText((token as Tokens.Text).text);
          break;
        case "image":
          addText((token as Tokens.Image).text);
          break;
        default:
          addText("text" in token && typeof token.text === "string" ? token.text : token.raw);
      }
    }
  };
  walk(tokens);
  return lines.filter((line) => line.length > 0).map((line) => (line.length === 1 && typeof line[0] === "string" ? line[0] : line));
}

/** The words of inline tokens, without their marks (a link's label, a heading). */
function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => ("tokens" in token && token.tokens ? plainText(token.tokens) : "text" in token && typeof token.text === "string" ? token.text : token.raw))
    .join("");
}

/** The block placeholder a paragraph is, alone, or null. */
function blockOf(token: Token, blocks: Record<string, EmailBody>): string | null {
  if (token.type !== "paragraph") return null;
  const names = placeholdersIn(token.raw);
  return names.length === 1 && token.raw.trim() === `{{${names[0]}}}` && names[0]! in blocks ? names[0]! : null;
}

/** A Markdown text as an e-mail body, its placeholders filled with `values` and its blocks with their parts. */
export function markdownBody(markdown: string, values: Values, blocks: Record<string, EmailBody> = {}): EmailBody {
  const body: EmailBody = [];
  const paragraph = (lines: Line[]) => {
    if (lines.length > 0) body.push(...lines, "");
  };
  for (const token of new Lexer().lex(markdown)) {
    const block = blockOf(token, blocks);
    if (block) {
      body.push(...blocks[block]!, "");
      continue;
    }
    switch (token.type) {
      case "space":
        break;
      case "heading":
        body.push(heading(fillValues(plainText((token as Tokens.Heading).tokens), values)));
        break;
      case "paragraph":
        paragraph(inlineLines((token as Tokens.Paragraph).tokens, values));
        break;
      case "list":
        paragraph(
          (token as Tokens.List).items.flatMap((item) =>
            inlineLines(item.tokens, values).map((line, index) => {
              const mark = index === 0 ? "• " : "  ";
              return typeof line === "string" ? mark + line : [mark, ...line];
            }),
          ),
        );
        break;
      default:
        paragraph(fillValues(token.raw.trim(), values).split("\n"));
    }
  }
  while (body.at(-1) === "") body.pop();
  return body;
}

/** An e-mail text's subject and body, its placeholders filled in. */
export function emailFromText(text: TextValue, values: Values, blocks: Record<string, EmailBody> = {}) {
  return { subject: fillValues(String(text.subject), values).replace(/\s+/g, " ").trim(), body: markdownBody(String(text.body), values, blocks) };
}
