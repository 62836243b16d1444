import { describe, expect, it } from "vitest";
import { TRANSCRIPT_MAX_BYTES, transcriptParagraphs, transcriptProblem, transcriptText } from "~/server/members/transcripts.server";

// A lesson's captions (WebVTT), checked by the W3C's parser and shown as readable paragraphs.

const captions = `WEBVTT

00:00.000 --> 00:03.000
<v Dave>Welcome to the course &amp; thanks for joining.</v>

00:03.000 --> 00:06.000
<v Dave>Welcome to the course &amp; thanks for joining.</v>

00:06.000 --> 00:40.000
<v Dave>Today we fill a bullseye.</v>

00:40.000 --> 00:45.000
<v Dave>First, <i>clean</i> the glass.</v>

00:45.000 --> 00:50.000
<v Maria>How long does the resin take?</v>
`;

describe("lesson transcripts", () => {
  it("take good WebVTT and refuse anything else with the line and the reason", () => {
    expect(transcriptProblem(captions)).toBeNull();
    expect(transcriptProblem("1\n00:00:01,000 --> 00:00:02,000\nAn SRT file")).toMatch(/^This is not a valid WebVTT caption file: line 1: No valid signature/);
    expect(transcriptProblem("WEBVTT\n\n00:05.000 --> 00:01.000\nBackwards\n")).toMatch(/line 3: End timestamp is not greater than start timestamp/);
    expect(transcriptProblem("WEBVTT\n")).toBe("The caption file has no captions.");
    expect(transcriptProblem(`WEBVTT\n\n${"x".repeat(TRANSCRIPT_MAX_BYTES)}`)).toBe("That caption file is larger than 512 KB.");
  });

  it("read as paragraphs: speakers named, repeated roll-up lines dropped, a new paragraph after a sentence past 30 seconds", () => {
    expect(transcriptParagraphs(captions)).toEqual([
      { start: 0, speaker: "Dave", text: "Welcome to the course & thanks for joining. Today we fill a bullseye." },
      { start: 40, speaker: "Dave", text: "First, clean the glass." },
      { start: 45, speaker: "Maria", text: "How long does the resin take?" },
    ]);
    expect(transcriptText(captions)).toContain("Today we fill a bullseye.");
  });
});
