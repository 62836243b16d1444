import { createValidator, type Validator } from "remix-validated-form";
import type * as z from "zod/v4-mini";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";

/**
 * remix-validated-form's one adapter, for a zod/v4-mini schema: the account and admin forms
 * are checked with the same mini schemas (and field rules) as the public forms, in the
 * browser and in the action.
 */
export function withZodMini<Output>(schema: z.ZodMiniType<Output> & { shape: object }) {
  const validate = async (values: unknown) => {
    const result = schema.safeParse(values);
    return result.success
      ? { data: result.data, error: undefined }
      : { data: undefined, error: firstErrorPerField(result.error.issues) as Record<string, string> };
  };
  const validator = createValidator<Output>({
    validate,
    validateField: async (values, field) => ({ error: (await validate(values)).error?.[field] }),
  });
  return ownFieldsOnly(validator, Object.keys(schema.shape));
}

/**
 * A validator that reads a posted form the way every other form here does: only its own
 * fields, the first value of each, as text (formValues). Left to itself remix-validated-form
 * turns names like `email[0]` or `a.b` into nested values and a name sent twice into a list
 * (whose message then says the field is empty), and throws on `__proto__`: a 500.
 */
function ownFieldsOnly<Output>(validator: Validator<Output>, fields: readonly string[]): Validator<Output> {
  return { ...validator, validate: (data) => validator.validate(data instanceof FormData ? formValues(data, fields) : data) };
}
