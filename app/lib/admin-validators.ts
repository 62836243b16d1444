// The admin forms' schemas as remix-validated-form validators (browser and server). Kept
// apart from admin-forms.ts so pages and server modules that only need a schema or its
// options do not ship the form library.
import { manualAccountSchema, roleAssignmentSchema } from "~/lib/admin-forms";
import { withZodMini } from "~/lib/zod-mini-validator";

export const manualAccountValidator = withZodMini(manualAccountSchema);
export const roleAssignmentValidator = withZodMini(roleAssignmentSchema);
