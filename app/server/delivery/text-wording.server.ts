import { keywordAnswers } from "~/content/text-messages";
import { findTextUnit } from "~/lib/site-texts";
import { fillValues, type TextValue } from "~/lib/text-units";
import { textableNumber } from "~/server/delivery/phone-numbers.server";
import { queueText } from "~/server/delivery/text-outbox.server";
import { writeTransaction } from "~/server/platform/db.server";
import { siteUrl } from "~/server/platform/env.server";
import { companyFacts, publishedText } from "~/server/platform/site-texts.server";

// A text message's words: the business's name, the owner's words (lib/site-texts.ts) with
// their placeholders filled, and the link the system ends it with. Values are plain text, and
// a text is one line: line breaks and runs of spaces the owner typed become single spaces.

export type TextMessageKey = "text.booking-confirmation" | "text.call-reminder" | "text.book-again" | "text.webinar-starting";

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text for `key` from its words (the published ones unless given), filled with `values`, ending with `link`. */
export function textMessage(key: TextMessageKey, values: Record<string, string>, link: string, words: TextValue = publishedText(key)): string {
  const filled = fillValues(String(words.body ?? ""), values);
  return oneLine(`${companyFacts().name}: ${filled} ${link}`);
}

/** The link each text ends with, as a sample for the preview. */
const SAMPLE_LINKS: Record<TextMessageKey, string> = {
  "text.booking-confirmation": "/my-call/sample-link",
  "text.call-reminder": "/my-call/sample-link",
  "text.book-again": "/book-again/sample-link",
  "text.webinar-starting": "/webinar",
};

/** A text's words filled with the unit's sample values and a sample link, as the studio previews them. */
export function sampleTextMessage(key: string, words: TextValue): string {
  const unit = findTextUnit(key)!;
  const samples = Object.fromEntries(Object.entries(unit.placeholders ?? {}).map(([name, placeholder]) => [name, placeholder.sample]));
  return textMessage(key as TextMessageKey, samples, `${siteUrl}${SAMPLE_LINKS[key as TextMessageKey]}`, words);
}

/** The sample text sent to the phone an admin typed (theirs: they asked for it), through the site's one text sender. */
export function sendTestText(key: string, words: TextValue, phone: string): { ok: true; to: string } | { ok: false; error: string } {
  const number = textableNumber(phone);
  if (!number.ok) return { ok: false, error: `That is ${number.reason}: enter your mobile number, e.g. +1 801 555 0134` };
  const body = `[Test] ${sampleTextMessage(key, words)}`;
  writeTransaction((tx) => queueText(tx, { kind: "test", body, phone: number.e164, country: "US", askedForByRecipient: true }, new Date()));
  return { ok: true, to: number.e164 };
}

/** The answers to STOP, START and HELP, naming the business and its contact as published. */
export function keywordAnswer(keyword: "opt-out" | "opt-in" | "help"): string {
  const facts = companyFacts();
  if (keyword === "opt-out") return keywordAnswers.optedOut(facts.name);
  if (keyword === "opt-in") return keywordAnswers.optedIn(facts.name);
  return keywordAnswers.help(facts.name, { email: facts.supportEmail, phone: facts.supportPhone });
}

/** GSM-7's characters (its basic set and the extension table): a text of these alone goes 160 characters to a segment, any other makes it 70. */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

/** How many messages a text is sent as (concatenated texts carry a header: 153 or 67 characters each). */
export function textSegments(text: string): { characters: number; segments: number; plain: boolean } {
  const plain = GSM_7.test(text);
  const characters = plain ? [...text].reduce((sum, character) => sum + ("^{}\\[~]|€".includes(character) ? 2 : 1), 0) : text.length;
  const [single, part] = plain ? [160, 153] : [70, 67];
  return { characters, segments: characters <= single ? 1 : Math.ceil(characters / part), plain };
}
