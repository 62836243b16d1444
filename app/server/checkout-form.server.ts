import { json, redirect } from "@remix-run/node";
import { checkoutCopy } from "~/content/checkout";
import type { ProductId } from "~/content/products";
import { firstErrorPerField } from "~/lib/form-errors";
import { formValues } from "~/lib/form-values";
import { ORDER_FIELDS, orderFormSchema, type CheckoutAnswer, type OrderField } from "~/lib/order-form";
import { OrderingClosedError, startCheckout } from "./purchases.server";
import { consumeLimit } from "./rate-limit.server";
import { readPostedForm } from "./request.server";

/**
 * The action every order page shares: the buyer's details, checked with the one order
 * schema, open a checkout for `productId` and send the buyer to pay. A bad entry comes back
 * with its message and everything typed kept. While ordering is closed, nothing is opened.
 */
export async function submitOrderForm(request: Request, clientAddress: string, productId: ProductId) {
  const form = await readPostedForm(request);
  const values = formValues(form, ORDER_FIELDS);
  const limit = await consumeLimit("publicForm", clientAddress);
  if (!limit.allowed) {
    return json<CheckoutAnswer>(
      { values, errors: { form: "Too many attempts from your connection. Please try again later." } },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const parsed = orderFormSchema.safeParse(values);
  if (!parsed.success) return json<CheckoutAnswer>({ values, errors: firstErrorPerField<OrderField>(parsed.error.issues) }, { status: 400 });
  let checkoutUrl: string;
  try {
    checkoutUrl = await startCheckout(productId, parsed.data);
  } catch (error) {
    if (error instanceof OrderingClosedError) return json<CheckoutAnswer>({ values, errors: { form: checkoutCopy.closed } }, { status: 503 });
    console.error("[payments] could not open a checkout", productId, error);
    return json<CheckoutAnswer>({ values, errors: { form: checkoutCopy.unavailable } }, { status: 503 });
  }
  return redirect(checkoutUrl);
}
