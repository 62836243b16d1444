// An action's answer to a refused form, as remix-validated-form's `validationError` writes it:
// `{ fieldErrors, repopulateFields }`.

/** Whether the action answered a post with messages for its fields. */
export function answeredWithMessages(actionData: unknown): boolean {
  return typeof actionData === "object" && actionData !== null && "fieldErrors" in actionData;
}

/**
 * The values the action sent back with its messages, as a form's `defaultValues`. A
 * validated form shows those values when the server renders it, but once it is hydrated it
 * shows its `defaultValues` prop: a page answered by a plain post keeps what the visitor
 * typed only if both are the same.
 */
export function repopulatedValues(actionData: unknown): Record<string, string> {
  if (!actionData || typeof actionData !== "object" || !("repopulateFields" in actionData)) return {};
  const values = actionData.repopulateFields;
  if (!values || typeof values !== "object") return {};
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
