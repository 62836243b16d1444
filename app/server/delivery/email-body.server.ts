// What an e-mail's body is made of, and its plain-text part. A body is a list of parts: lines of
// text (an empty line ends a paragraph), buttons, label-and-value facts and headings. Text is
// always text: a visitor's name or answer shows as typed even when it looks like a link or
// markup; only `link()` and `button()` make links, each with the few words it shows. The HTML
// part is the same body in the one layout (email-layout.server.tsx).

/** A link the site itself puts in a message (its own pages, the meeting link, a manage link), with the short words it shows. */
export type EmailLink = { kind: "link"; href: string; label: string };
/** A line of a message: text, or text with the site's links in it. */
export type Line = string | (string | EmailLink)[];
/** A call to action: one button in the HTML part, "Label: address" on a line of its own in the text part. */
export type EmailButton = { kind: "button"; href: string; label: string };
/** Labelled values (a receipt's details, a caller's answers); a value may take several lines. */
export type EmailFacts = { kind: "facts"; rows: { label: string; lines: Line[] }[] };
/** A short title over what follows (one call in an agenda, a receipt's details). */
export type EmailHeading = { kind: "heading"; text: string };
export type BodyPart = Line | EmailButton | EmailFacts | EmailHeading;
export type EmailBody = BodyPart[];

export const link = (href: string, label: string): EmailLink => ({ kind: "link", href, label });
export const button = (label: string, href: string): EmailButton => ({ kind: "button", href, label });
export const fact = (label: string, ...lines: Line[]) => ({ label, lines });
export const facts = (...rows: EmailFacts["rows"]): EmailFacts => ({ kind: "facts", rows });
export const heading = (text: string): EmailHeading => ({ kind: "heading", text });

const isLine = (part: BodyPart): part is Line => typeof part === "string" || Array.isArray(part);
export const partsOf = (line: Line) => (typeof line === "string" ? [line] : line);

/** A paragraph (the lines between empty ones) or a part that stands alone. */
export type Block = { kind: "paragraph"; lines: Line[] } | EmailButton | EmailFacts | EmailHeading;

/** The body as the layout shows it: consecutive lines joined into paragraphs. */
export function blocksOf(body: EmailBody): Block[] {
  const blocks: Block[] = [];
  let paragraph: Line[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", lines: paragraph });
    paragraph = [];
  };
  for (const part of body) {
    if (!isLine(part)) {
      endParagraph();
      blocks.push(part);
    } else if (part === "") endParagraph();
    else paragraph.push(part);
  }
  endParagraph();
  return blocks;
}

// In the text part a link is its words and its address ("Pay now: https://..."); one that is a
// fact's whole value is its address alone, since the label already says what it is.
const textOfLine = (line: Line) =>
  partsOf(line)
    .map((part) => (typeof part === "string" ? part : `${part.label}: ${part.href}`))
    .join("");

function textOfFactLine(line: Line): string {
  const parts = partsOf(line);
  return parts.length === 1 && typeof parts[0] !== "string" ? parts[0].href : textOfLine(line);
}

function textOfBlock(block: Block): string[] {
  switch (block.kind) {
    case "paragraph":
      return block.lines.map(textOfLine);
    case "button":
      return [`${block.label}: ${block.href}`];
    case "heading":
      return [block.text];
    case "facts":
      return block.rows.flatMap(({ label, lines }) => lines.map((line, index) => (index === 0 ? `${label}: ` : "  ") + textOfFactLine(line)));
  }
}

/** The plain-text part: each block's lines, blocks apart by an empty line. */
export function emailText(body: EmailBody): string {
  return blocksOf(body)
    .map((block) => textOfBlock(block).join("\n"))
    .join("\n\n");
}
