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

/** The checkout action's answer to a refused order: what was typed, and a message per field (or for the form). */
export type CheckoutAnswer = { values: Record<OrderField, string>; errors: Partial<Record<OrderField | "form", string>> };

/** The answer to a buyer's return from checkout: paid (and, once, a new account's password) or not verified. */
export type PaymentOutcome =
  | { success: false; support: { email: string; phone: string } }
  | {
      success: true;
      productName: string;
      email: string;
      /** Where the buyer starts: the course area, the training page or the member welcome. */
      startPath: string;
      newUser: { email: string; temporaryPassword: string } | null;
      testMode: boolean;
    };

/** How the site takes payments: Stripe Checkout, the free test-mode checkout, or not at all yet. */
export type PaymentMode = "stripe" | "test" | "closed";
