import * as z from "zod/v4-mini";
import { COACH_MESSAGE_MAX_LENGTH } from "~/lib/coach";

// The coach form's rule, checked by the server (the chat shows the server's answer). It is
// apart from ./coach, which the chat imports for its words, so zod stays out of pages with a chat.

/** A message to the coach: not empty, not only spaces, at most 2,000 characters. */
export const coachMessageSchema = z.object({
  message: z
    .string({ error: "Please type a question first" })
    .check(
      z.trim(),
      z.minLength(1, "Please type a question first"),
      z.maxLength(COACH_MESSAGE_MAX_LENGTH, `Please keep your question under ${COACH_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`),
    ),
});
