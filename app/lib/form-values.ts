// Reading a posted form's fields, the same way on every form (kept free of zod, so a page
// can use it without shipping a schema library).

/**
 * The values a form posted for these field names, as strings: the first of each (a name sent
 * twice does not become a list), absent fields empty, and a file where text belongs empty too
 * (not the text "[object File]").
 */
export function formValues<Field extends string>(form: FormData, fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as Record<Field, string>;
}
