export const mainNavigation = [
  { to: "/", label: "Home" },
  { to: "/tools", label: "Our Tools" },
  { to: "/chip-repair-demo", label: "Demo Site" },
  { to: "/pricing", label: "Pricing" },
  { to: "/earnings-calculator", label: "Income Calculator" },
  { to: "/about", label: "About" },
] as const;

/** Where a signed-in member goes in their portal: the header's menu on member pages. */
export const memberNavigation = [
  { to: "/welcome", label: "Welcome" },
  { to: "/dashboard", label: "Course" },
  { to: "/business-resources", label: "Resources" },
  { to: "/account", label: "My Account" },
] as const;

// The member's own pages: the portal, its quizzes and the bootcamp's course area.
const MEMBER_AREA_PREFIXES = [
  "/welcome",
  "/no-access",
  "/dashboard",
  "/business-resources",
  "/lesson",
  "/quiz",
  "/training-access",
  "/course-access",
  "/course-lesson",
  "/coaching",
  "/change-password",
  "/account",
];

// The booking flow has its own calls to action; forms (surveys, orders, checkout, sign-in,
// a call's manage page, an instalment's payment) keep the visitor on the one thing they came
// to do; member and admin pages are for people who already bought. The floating Book Call
// button stays off all of them.
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
  "/my-call",
  ...MEMBER_AREA_PREFIXES,
  "/admin",
  "/manual-setup",
];

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}-`);

export function showsBookCallButton(pathname: string): boolean {
  return !BOOK_CALL_HIDDEN_PREFIXES.some((prefix) => underPrefix(pathname, prefix));
}

/** A member's own page: the header shows the member menu there (to someone signed in). */
export function isMemberArea(pathname: string): boolean {
  return MEMBER_AREA_PREFIXES.some((prefix) => underPrefix(pathname, prefix));
}
