const DOCUMENT_END = Buffer.from("</body></html>");

/**
 * Moves whatever React wrote after `</html>` to the end of the body, in place. RemixServer
 * renders the single-fetch data scripts beside the app, so they follow the root's `<html>`
 * element, where HTML allows nothing but comments. A browser already parses such a stray
 * script into the end of the body; writing it there makes the document valid and leaves the
 * page, its script order and its hydration as they were. A document that ends with `</html>`
 * (the classic data protocol, or a page without scripts) stays as it is. Works on the bytes
 * and moves only the trailing part, so the page is neither decoded nor copied for it.
 */
export function moveTrailingContentIntoBody(html: Buffer): void {
  const end = html.lastIndexOf(DOCUMENT_END);
  if (end < 0) return;
  const trailingLength = html.length - end - DOCUMENT_END.length;
  if (trailingLength === 0) return;
  html.copyWithin(end, end + DOCUMENT_END.length);
  DOCUMENT_END.copy(html, end + trailingLength);
}
