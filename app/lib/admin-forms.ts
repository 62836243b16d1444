// The admin screens' forms: one schema each, on the shared field rules (zod's mini build,
// the same the browser runs), checked as fields are filled in and again by the action.
import * as z from "zod/v4-mini";
import { carriers, type HandDeliveredKind } from "~/content/inclusions";
import { offerSeeds, type ProductId } from "~/content/products";
import { PRODUCT_IDS } from "~/lib/offers";
import { ACCESS_NOTE_MAX_LENGTH } from "~/lib/field-limits";
import { emailAddress, NAME_MAX_LENGTH, passwordField, requiredText } from "~/lib/field-rules";
import { shippingSchema } from "~/lib/order-form";

/**
 * What a manual account is given: a product the site sells (the split plan is the Complete
 * Training System paid in two, so it is not a choice of its own here), by its first name: the
 * form runs in the browser, which has no published offers.
 */
export const COURSE_ACCESS_OPTIONS = PRODUCT_IDS.filter((id) => !offerSeeds[id].instalments).map((id) => ({ value: id, label: offerSeeds[id].name }));
export type CourseAccess = ProductId;

export const ROLES = ["user", "admin", "super_admin"] as const;

const email = emailAddress("E-mail is required");
const name = (label: string) =>
  requiredText(`${label} is required`, NAME_MAX_LENGTH, `Please keep the ${label.toLowerCase()} under ${NAME_MAX_LENGTH} characters`);

/** A manual account; a product that ships kits also needs where to ship them (the order form's own rules). */
export const manualAccountSchema = z
  .object({
    firstName: name("First name"),
    lastName: name("Last name"),
    email,
    tempPassword: passwordField,
    courseAccess: z.enum(COURSE_ACCESS_OPTIONS.map((option) => option.value) as [CourseAccess, ...CourseAccess[]], { error: "Choose what this person gets" }),
    amountPaid: z.pipe(
      z.string().check(z.trim(), z.regex(/^(\d{1,7}(\.\d{1,2})?)?$/, "Enter an amount in dollars, like 47 or 1997.50")),
      z.transform((value) => Math.round(Number(value || "0") * 100)),
    ),
    notes: z.string().check(z.trim(), z.maxLength(2000, "Please keep notes under 2,000 characters")),
    // Checked below, and only for a product that ships kits.
    phone: z.string(),
    street: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  })
  .check(
    z.check((context) => {
      if (!offerSeeds[context.value.courseAccess].ships) return;
      const shipping = shippingSchema.safeParse(context.value);
      for (const issue of shipping.success ? [] : shipping.error.issues)
        context.issues.push({ code: "custom", message: issue.message, path: issue.path, input: context.value });
    }),
  );
export type ManualAccount = z.output<typeof manualAccountSchema>;
export const MANUAL_ACCOUNT_FIELDS = Object.keys(manualAccountSchema.shape) as (keyof ManualAccount)[];

export const roleAssignmentSchema = z.object({
  email,
  role: z.enum(ROLES, { error: "Choose a role" }),
});

/** Member-portal access granted by hand: the reason, for the user's page and the audit log. */
export const accessGrantSchema = z.object({
  note: requiredText("Say why this account gets access", ACCESS_NOTE_MAX_LENGTH, `Please keep the note under ${ACCESS_NOTE_MAX_LENGTH} characters`),
});

/** Letters and digits only: how a carrier's tracking number is stored and linked, whatever spaces or dashes it was typed with. */
export const normalizedTrackingNumber = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();
const CARRIER_CODES: readonly string[] = carriers.map((carrier) => carrier.value);
const HAND_DELIVERED: readonly HandDeliveredKind[] = ["kits", "hosting", "marketing-plan", "community", "playbooks"];
export const FULFILMENT_DETAIL_MAX_LENGTH = 300;

/** One thing of an order done by hand, from the fulfilment queue: kits go with a carrier and a tracking number. */
export const fulfilmentSchema = z
  .object({
    orderId: z.string().check(z.minLength(1, "Choose an order")),
    inclusion: z.enum(HAND_DELIVERED as [HandDeliveredKind, ...HandDeliveredKind[]], { error: "Choose what was done" }),
    carrier: z.string(),
    trackingNumber: z.string().check(z.trim()),
    detail: z.string().check(z.trim(), z.maxLength(FULFILMENT_DETAIL_MAX_LENGTH, `Please keep this under ${FULFILMENT_DETAIL_MAX_LENGTH} characters`)),
  })
  .check(
    z.refine((form) => form.inclusion !== "kits" || CARRIER_CODES.includes(form.carrier), { message: "Choose the carrier", path: ["carrier"] }),
    z.refine((form) => form.inclusion !== "kits" || /^[A-Z0-9]{8,40}$/.test(normalizedTrackingNumber(form.trackingNumber)), {
      message: "Enter the tracking number: 8 to 40 letters and digits",
      path: ["trackingNumber"],
    }),
  );
export type Fulfilment = z.output<typeof fulfilmentSchema>;
export const FULFILMENT_FIELDS = ["orderId", "inclusion", "carrier", "trackingNumber", "detail"] as const;
