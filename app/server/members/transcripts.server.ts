import { createRequire } from "node:module";
import webvtt from "webvtt-parser";

// A lesson's transcript is its video's captions as WebVTT, checked by the W3C's WebVTT parser
// (the one the W3C validator runs) when it is uploaded and shown to members as readable text
// under the video: paragraphs with the time each starts, speakers named, the repeats of
// roll-up captions dropped.

/** The largest caption file taken: about five hours of speech. */
export const TRANSCRIPT_MAX_BYTES = 512 * 1024;
export const TRANSCRIPT_TOO_LARGE = `That caption file is larger than ${TRANSCRIPT_MAX_BYTES / 1024} KB.`;

// The full list of character references, so "&amp;" and "&eacute;" come out as the characters.
const entities = createRequire(import.meta.url)("webvtt-parser/html-entities.json") as Record<string, string>;
const parser = new webvtt.WebVTTParser(entities);

type CueNode = { type: "text" | "object" | "timestamp"; name?: string; value?: string; children?: CueNode[] };

export type TranscriptParagraph = { start: number; speaker: string | null; text: string };

/** Why a caption file is refused, in words for the form; null when it is good WebVTT. */
export function transcriptProblem(text: string): string | null {
  if (Buffer.byteLength(text, "utf8") > TRANSCRIPT_MAX_BYTES) return TRANSCRIPT_TOO_LARGE;
  const { cues, errors } = parser.parse(text, "metadata");
  if (errors.length) {
    const [first] = errors;
    return `This is not a valid WebVTT caption file: line ${first.line}: ${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more problems)` : ""}`;
  }
  if (cues.length === 0) return "The caption file has no captions.";
  return null;
}

const plain = (nodes: CueNode[] = []): string =>
  nodes.map((node) => (node.type === "text" ? (node.value ?? "") : node.type === "object" ? plain(node.children) : "")).join("");

/** The captions as paragraphs: a new one where the speaker changes or after a sentence that ends past 30 seconds of text. */
export function transcriptParagraphs(text: string): TranscriptParagraph[] {
  const paragraphs: TranscriptParagraph[] = [];
  let last = "";
  for (const cue of parser.parse(text, "metadata").cues as { startTime: number; tree: { children: CueNode[] } }[]) {
    const voice = cue.tree.children.find((node) => node.type === "object" && node.name === "v");
    const speaker = voice?.value?.trim() || null;
    const words = plain(cue.tree.children).replace(/\s+/g, " ").trim();
    if (!words || words === last) continue;
    last = words;
    const current = paragraphs.at(-1);
    const sameSpeaker = current && (speaker === null || speaker === current.speaker);
    if (current && sameSpeaker && !(cue.startTime - current.start > 30 && /[.!?]$/.test(current.text))) current.text += ` ${words}`;
    else paragraphs.push({ start: cue.startTime, speaker: speaker ?? current?.speaker ?? null, text: words });
  }
  return paragraphs;
}

/** The transcript's words alone, for the coach's index. */
export const transcriptText = (text: string) =>
  transcriptParagraphs(text)
    .map((paragraph) => paragraph.text)
    .join(" ");

/**
 * A lesson's transcript after the studio's lesson form is saved: the caption file it carries
 * (checked), none when it asks to remove the transcript, else the one the lesson has.
 */
export async function transcriptAfterSave(form: FormData, current: string | null): Promise<{ value: string | null } | { problem: string }> {
  const upload = form.get("transcript");
  if (upload instanceof File && upload.size > 0) {
    const text = await upload.text();
    const problem = transcriptProblem(text);
    return problem ? { problem: `${problem} Choose the file again once it is fixed.` } : { value: text };
  }
  return { value: form.get("removeTranscript") === "on" ? null : current };
}
