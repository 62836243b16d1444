// A strict reading of a message as it went over SMTP (RFC 5322 and MIME, RFC 2045-2049):
// throws on the first thing a picky mail server or client could refuse or misread, and
// returns the message's tree of parts, decoded.

export type MimePart = {
  /** Header names lower-cased, each value unfolded; a name given more than once keeps all. */
  headers: Map<string, string[]>;
  /** e.g. "text/plain", lower-cased. */
  type: string;
  params: Record<string, string>;
  /** The decoded body of a leaf part (text as UTF-8); "" for a multipart. */
  body: string;
  parts: MimePart[];
};

const CRLF = "\r\n";
const HEADER_NAME = /^[!-9;-~]+$/;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const ENCODINGS = ["7bit", "8bit", "quoted-printable", "base64"];
const EIGHT_BIT = /[\u0080-\uffff]/;
const ONCE_AT_TOP = ["from", "to", "subject", "date", "message-id", "mime-version"];

function fail(where: string, problem: string): never {
  throw new Error(`MIME (${where}): ${problem}`);
}

function splitHead(raw: string, where: string): { head: string; body: string } {
  const end = raw.indexOf(CRLF + CRLF);
  if (end === -1) {
    if (raw.endsWith(CRLF) || raw === "") return { head: raw.replace(/\r\n$/, ""), body: "" };
    fail(where, "no blank line after the header");
  }
  return { head: raw.slice(0, end), body: raw.slice(end + 4) };
}

function readHeaders(head: string, where: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  let current: { name: string; value: string } | null = null;
  const flush = () => {
    if (current) headers.set(current.name, [...(headers.get(current.name) ?? []), current.value.trim()]);
  };
  for (const line of head.split(CRLF)) {
    if (/^[ \t]/.test(line)) {
      if (!current) fail(where, `a continuation line before any header: ${JSON.stringify(line)}`);
      current.value += line;
      continue;
    }
    flush();
    const colon = line.indexOf(":");
    const name = line.slice(0, colon);
    if (colon <= 0 || !HEADER_NAME.test(name)) fail(where, `not a header line: ${JSON.stringify(line)}`);
    current = { name: name.toLowerCase(), value: line.slice(colon + 1) };
  }
  flush();
  return headers;
}

/** `text/plain; charset=utf-8; name="a b"` → type and parameters (quoted strings undone). */
function readContentType(value: string, where: string): { type: string; params: Record<string, string> } {
  const match = /^\s*([^\s/;]+)\/([^\s;]+)\s*(.*)$/.exec(value);
  if (!match || !TOKEN.test(match[1]) || !TOKEN.test(match[2])) fail(where, `bad Content-Type ${JSON.stringify(value)}`);
  const params: Record<string, string> = {};
  let rest = match[3];
  while (rest.trim()) {
    const param = /^;\s*([!#$%&'*+\-.^_`|~0-9A-Za-z]+)=("((?:[^"\\]|\\.)*)"|[!#$%&'*+\-.^_`|~0-9A-Za-z]+)\s*/.exec(rest);
    if (!param) fail(where, `bad Content-Type parameters ${JSON.stringify(rest)}`);
    params[param[1].toLowerCase()] = param[3] !== undefined ? param[3].replace(/\\(.)/g, "$1") : param[2];
    rest = rest.slice(param[0].length);
  }
  return { type: `${match[1]}/${match[2]}`.toLowerCase(), params };
}

function decodeQuotedPrintable(body: string, where: string): Buffer {
  const bytes: number[] = [];
  const lines = body.split(CRLF);
  lines.forEach((line, index) => {
    if (line.length > 76) fail(where, `a quoted-printable line of ${line.length} characters`);
    const soft = line.endsWith("=");
    const text = soft ? line.slice(0, -1) : line;
    for (let i = 0; i < text.length; i++) {
      const character = text[i];
      if (character === "=") {
        const hex = text.slice(i + 1, i + 3);
        if (!/^[0-9A-F]{2}$/.test(hex)) fail(where, `a bad quoted-printable escape =${hex}`);
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        const code = character.charCodeAt(0);
        if (code > 126 || (code < 32 && character !== "\t")) fail(where, `a raw byte ${code} in quoted-printable`);
        bytes.push(code);
      }
    }
    if (!soft && index < lines.length - 1) bytes.push(13, 10);
  });
  return Buffer.from(bytes);
}

function decodeBase64(body: string, where: string): Buffer {
  const lines = body.split(CRLF).filter((line) => line !== "");
  for (const line of lines) {
    if (line.length > 76) fail(where, `a base64 line of ${line.length} characters`);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(line)) fail(where, `not base64: ${JSON.stringify(line.slice(0, 40))}`);
  }
  const joined = lines.join("");
  if (joined.length % 4 !== 0) fail(where, "base64 that does not end on a 4-character boundary");
  return Buffer.from(joined, "base64");
}

function readPart(raw: string, where: string, top: boolean): MimePart {
  const { head, body } = splitHead(raw, where);
  const headers = readHeaders(head, where);
  if (top) {
    for (const name of ONCE_AT_TOP) {
      if ((headers.get(name) ?? []).length !== 1) fail(where, `the ${name} header ${headers.has(name) ? "more than once" : "is missing"}`);
    }
    if (headers.get("mime-version")![0] !== "1.0") fail(where, "MIME-Version is not 1.0");
    if (!/^<[^<>\s@]+@[^<>\s@]+>$/.test(headers.get("message-id")![0])) fail(where, "a malformed Message-ID");
    if (Number.isNaN(Date.parse(headers.get("date")![0]))) fail(where, "an unreadable Date");
  }
  for (const [name, values] of headers) {
    if (values.length > 1 && name.startsWith("content-")) fail(where, `${name} more than once`);
  }
  const { type, params } = readContentType(headers.get("content-type")?.[0] ?? "text/plain; charset=us-ascii", where);
  const encoding = (headers.get("content-transfer-encoding")?.[0] ?? "7bit").toLowerCase();
  if (!ENCODINGS.includes(encoding)) fail(where, `unknown Content-Transfer-Encoding ${encoding}`);

  if (type.startsWith("multipart/")) {
    if (encoding !== "7bit" && encoding !== "8bit") fail(where, `a multipart encoded as ${encoding}`);
    const boundary = params.boundary;
    if (!boundary || boundary.length > 70 || !/^[0-9A-Za-z'()+_,\-./:=? ]*[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary))
      fail(where, `a bad boundary ${JSON.stringify(boundary)}`);
    const delimiter = `--${boundary}`;
    const lines = body.split(CRLF);
    const parts: string[][] = [];
    let closed = false;
    for (const line of lines) {
      if (closed) break; // the epilogue
      if (line.trimEnd() === `${delimiter}--`) closed = true;
      else if (line.trimEnd() === delimiter) parts.push([]);
      else parts.at(-1)?.push(line); // lines before the first delimiter are the preamble
    }
    if (!closed) fail(where, `no closing boundary ${delimiter}--`);
    if (parts.length === 0) fail(where, "a multipart without parts");
    return { headers, type, params, body: "", parts: parts.map((part, index) => readPart(part.join(CRLF), `${where} > ${type} part ${index + 1}`, false)) };
  }
  const bytes =
    encoding === "quoted-printable" ? decodeQuotedPrintable(body, where) : encoding === "base64" ? decodeBase64(body, where) : Buffer.from(body, "latin1");
  if (encoding === "7bit" && EIGHT_BIT.test(body)) fail(where, "8-bit data in a 7bit part");
  if (type.startsWith("text/")) {
    const charset = (params.charset ?? "us-ascii").toLowerCase();
    if (!["utf-8", "us-ascii"].includes(charset)) fail(where, `an unexpected charset ${charset}`);
    const text = new TextDecoder(charset === "utf-8" ? "utf-8" : "ascii", { fatal: true }).decode(bytes);
    return { headers, type, params, body: text, parts: [] };
  }
  return { headers, type, params, body: bytes.toString("latin1"), parts: [] };
}

/**
 * Read a message strictly: CRLF line ends only, no line over 998 characters, nothing but
 * ASCII on the wire (headers encoded as RFC 2047 words), each of From, To, Subject, Date,
 * Message-ID and MIME-Version exactly once, well-formed Content-Types and boundaries (each
 * multipart closed), and every part's encoding valid (quoted-printable and base64 lines at
 * most 76 characters) and its text valid in its charset.
 */
export function parseStrictMime(raw: string): MimePart {
  if (/\r(?!\n)|(?<!\r)\n/.test(raw)) fail("message", "a bare CR or LF");
  const long = raw.split(CRLF).find((line) => line.length > 998);
  if (long !== undefined) fail("message", `a line of ${long.length} characters`);
  if (EIGHT_BIT.test(raw)) fail("message", "8-bit data on the wire");
  if ([...raw.replace(/\r\n|\t/g, "")].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127))
    fail("message", "control characters");
  return readPart(raw, "message", true);
}

/** The leaves of a part's tree, in order. */
export function leavesOf(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leavesOf);
}
