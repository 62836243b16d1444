import { createValidator } from "remix-validated-form";
import type * as z from "zod/v4-mini";
import { firstErrorPerField } from "./form-errors";

/**
 * remix-validated-form for a zod/v4-mini schema. @remix-validated-form/with-zod speaks the
 * classic zod API only, which would add ~15 kB of gzip JavaScript to every account page;
 * the account forms keep the mini schemas the public forms share (docs/decisions/0005).
 */
export function withZodMini<Output>(schema: z.ZodMiniType<Output>) {
  const validate = async (values: unknown) => {
    const result = schema.safeParse(values);
    return result.success ? { data: result.data, error: undefined } : { data: undefined, error: firstErrorPerField(result.error.issues) as Record<string, string> };
  };
  return createValidator<Output>({
    validate,
    validateField: async (values, field) => ({ error: (await validate(values)).error?.[field] }),
  });
}
