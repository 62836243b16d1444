export const mainNavigation = [
  { to: "/", label: "Home" },
  { to: "/tools", label: "Our Tools" },
  { to: "/chip-repair-demo", label: "Demo Site" },
  { to: "/pricing", label: "Pricing" },
  { to: "/earnings-calculator", label: "Income Calculator" },
  { to: "/about", label: "About" },
] as const;

// The booking flow has its own calls to action; forms (surveys, orders, checkout, sign-in)
// keep the visitor on the one thing they came to do; member and admin pages are for people
// who already bought. The floating Book Call button stays off all of them.
const BOOK_CALL_HIDDEN_PREFIXES = [
  "/lead-survey",
  "/order",
  "/bootcamp-order",
  "/training-order",
  "/test-checkout",
  "/checkout",
  "/pay",
  "/auth",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/booking-survey",
  "/booking-calendar",
  "/booking-landing",
  "/call-preparation",
  "/welcome",
  "/no-access",
  "/dashboard",
  "/business-resources",
  "/lesson",
  "/quiz",
  "/training-access",
  "/course-access",
  "/course-lesson",
  "/change-password",
  "/account",
  "/admin",
  "/manual-setup",
];

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}-`);

export function showsBookCallButton(pathname: string): boolean {
  return !BOOK_CALL_HIDDEN_PREFIXES.some((prefix) => underPrefix(pathname, prefix));
}

/** The admin area: /admin, /admin-dashboard and its pages, /admin-setup, /manual-setup. */
export function isAdminArea(pathname: string): boolean {
  return underPrefix(pathname, "/admin") || underPrefix(pathname, "/manual-setup");
}
