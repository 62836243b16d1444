import * as z from "zod/v4-mini";
import { emailField, NAME_MAX_LENGTH, requiredText } from "./field-rules";

/** The buyer's details on every order page (/bootcamp-order, /order, /training-order). */
export const orderFormSchema = z.object({
  firstName: requiredText("Please enter your first name", NAME_MAX_LENGTH, `Please keep your first name under ${NAME_MAX_LENGTH} characters`),
  lastName: z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, `Please keep your last name under ${NAME_MAX_LENGTH} characters`)),
  email: emailField,
});

export type OrderForm = z.infer<typeof orderFormSchema>;

export const ORDER_FIELDS = ["firstName", "lastName", "email"] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/** How the site takes payments: Stripe Checkout, the free test-mode checkout, or not at all yet. */
export type PaymentMode = "stripe" | "test" | "closed";
