import * as z from "zod/v4-mini";
import type { ToolKit } from "~/content/kits";
import { kitShipping, shippingStates } from "~/content/shipping";
import { ADDRESS_LINE_MAX_LENGTH, CITY_MAX_LENGTH } from "~/lib/field-limits";
import { emailField, NAME_MAX_LENGTH, phoneField, requiredText } from "~/lib/field-rules";
import { firstErrorPerField } from "~/lib/form-errors";

/** The buyer's details on every order page (/bootcamp-order, /order, /training-order). */
export const orderFormSchema = z.object({
  firstName: requiredText("Please enter your first name", NAME_MAX_LENGTH, `Please keep your first name under ${NAME_MAX_LENGTH} characters`),
  lastName: z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, `Please keep your last name under ${NAME_MAX_LENGTH} characters`)),
  email: emailField,
  /** "yes": the buyer's consent to marketing mail (the reminder if they leave before paying); the box is unticked by default. */
  marketingConsent: z.optional(z.string()),
});

export type OrderForm = z.infer<typeof orderFormSchema>;

/** Letters, digits, spaces and the punctuation addresses use: "Apt. #4", "123 1/2 O'Neil St". */
const ADDRESS_PATTERN = /^[\p{L}\p{M}\p{N} .,#'’&()/-]*$/u;
const ADDRESS_CHARACTERS = "Please use only letters, numbers, spaces and . , # ' - / & ( ) here";
const STATE_CODES: readonly string[] = shippingStates.map((state) => state.value);

/** The address lines' own characters, so a parcel label never carries a link or markup. */
const addressCharacters = () => z.regex(ADDRESS_PATTERN, ADDRESS_CHARACTERS);

/** Where a product's repair kits go, in the United States, and a phone number for the courier. */
export const shippingSchema = z.object({
  phone: phoneField,
  street: requiredText(
    "Please enter your street address",
    ADDRESS_LINE_MAX_LENGTH,
    `Please keep the street address under ${ADDRESS_LINE_MAX_LENGTH} characters`,
  ).check(addressCharacters()),
  street2: z
    .string()
    .check(z.trim(), z.maxLength(ADDRESS_LINE_MAX_LENGTH, `Please keep this line under ${ADDRESS_LINE_MAX_LENGTH} characters`), addressCharacters()),
  city: requiredText("Please enter your city", CITY_MAX_LENGTH, `Please keep the city under ${CITY_MAX_LENGTH} characters`).check(addressCharacters()),
  state: z.string({ error: "Please choose your state" }).check(z.refine((value) => STATE_CODES.includes(value), "Please choose your state")),
  zip: z
    .string({ error: "Please enter your ZIP code" })
    .check(z.trim(), z.minLength(1, "Please enter your ZIP code"), z.regex(/^\d{5}(-\d{4})?$/, "Please enter a 5-digit ZIP code, like 84042")),
});

export type ShippingDetails = z.infer<typeof shippingSchema>;

/** The order form of a product that ships a kit: the buyer's details and where to ship. */
export const kitOrderFormSchema = z.extend(orderFormSchema, shippingSchema.shape);

const ORDER_FIELDS = ["firstName", "lastName", "email", "marketingConsent"] as const;
const SHIPPING_FIELDS = ["phone", "street", "street2", "city", "state", "zip"] as const;
export type OrderField = (typeof ORDER_FIELDS)[number] | (typeof SHIPPING_FIELDS)[number];

/** The fields an order form posts: the buyer's details, and where to ship when the product ships a kit. */
export function orderFields(shipsKit: boolean): readonly OrderField[] {
  return shipsKit ? [...ORDER_FIELDS, ...SHIPPING_FIELDS] : ORDER_FIELDS;
}

export type CheckedOrder = { ok: true; buyer: OrderForm; shipping: ShippingDetails | null } | { ok: false; errors: Partial<Record<OrderField, string>> };

/** An order form's answers, checked with the one schema of that form, in the browser and in the action alike. */
export function checkOrderForm(values: Partial<Record<OrderField, string>>, shipsKit: boolean): CheckedOrder {
  if (!shipsKit) {
    const parsed = orderFormSchema.safeParse(values);
    return parsed.success ? { ok: true, buyer: parsed.data, shipping: null } : { ok: false, errors: firstErrorPerField<OrderField>(parsed.error.issues) };
  }
  const parsed = kitOrderFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: firstErrorPerField<OrderField>(parsed.error.issues) };
  const { firstName, lastName, email, marketingConsent, ...shipping } = parsed.data;
  return { ok: true, buyer: { firstName, lastName, email, marketingConsent }, shipping };
}

/** A shipping address as it is written on a parcel, one line each: street, second line, "City, ST 84042", country. */
export function shippingAddressLines(address: Pick<ShippingDetails, "street" | "street2" | "city" | "state" | "zip">): string[] {
  return [address.street, address.street2, `${address.city}, ${address.state} ${address.zip}`, kitShipping.country].filter(Boolean);
}

/** What an order ships and where: for the buyer's return page, the receipt and the admin. */
export type OrderShipment = { kits: string; recipient: string; address: string[]; phone: string };

/** The checkout action's answer to a refused order: what was typed, and a message per field (or for the form). */
export type CheckoutAnswer = { values: Partial<Record<OrderField, string>>; errors: Partial<Record<OrderField | "form", string>> };

/** The answer to a buyer's return from checkout: paid (and, once, a new account's password) or not verified. */
export type PaymentOutcome =
  | { success: false; support: { email: string; phone: string } }
  | {
      success: true;
      /** The order's number as the buyer quotes it (`orderNumber`), as in the receipt. */
      orderNumber: string;
      productName: string;
      email: string;
      /** Where the buyer starts: the course area, the training page or the member welcome. */
      startPath: string;
      newUser: { email: string; temporaryPassword: string } | null;
      /** The address already had an account: the purchase is added once its owner uses the e-mailed link. */
      awaitsClaim: boolean;
      /** The kits on their way, for a product that ships any. */
      shipment: OrderShipment | null;
      testMode: boolean;
    };

/** How the site takes payments: Stripe Checkout, the free test-mode checkout, or not at all yet. */
export type PaymentMode = "stripe" | "test" | "closed";

/** What an order page says about the kit an order ships, and how many. */
export type ShippedKitSummary = Pick<ToolKit, "id" | "name" | "summary" | "resinRepairs" | "maxCrackLength"> & { quantity: number };
