/** Across the top of every admin page while the site does not sell through Stripe. */
export function PaymentModeBanner({ mode }: { mode: "test" | "closed" }) {
  return (
    <p
      data-testid="payment-mode"
      role="status"
      className="border-b-2 border-dashed border-amber-600 bg-amber-50 px-4 py-2 text-center text-sm font-semibold text-amber-900"
    >
      {mode === "test"
        ? "TEST MODE: checkouts take no money and anyone can complete them. Test orders are marked TEST and left out of revenue. Set STRIPE_SECRET_KEY to sell for real."
        : "Ordering is closed: this public site has no STRIPE_SECRET_KEY, so the order pages take no orders. Set STRIPE_SECRET_KEY (or PAYMENTS=test for a test site)."}
    </p>
  );
}
