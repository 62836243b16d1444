type Issue = { path: PropertyKey[]; message: string };

/** The first message for each field of a failed parse (issues without a field go under "form"). */
export function firstErrorPerField<Field extends string = string>(issues: readonly Issue[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors as Partial<Record<Field, string>>;
}
