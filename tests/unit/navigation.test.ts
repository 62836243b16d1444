import { describe, expect, it } from "vitest";
import { isMemberArea, showsBookCallButton } from "~/lib/navigation";

describe("showsBookCallButton", () => {
  it.each(["/", "/pricing", "/tools", "/about", "/earnings-calculator", "/webinar", "/bootcamp", "/thank-you"])(
    "shows the button on the public page %s",
    (pathname) => expect(showsBookCallButton(pathname)).toBe(true),
  );

  it.each([
    "/booking-survey",
    "/booking-calendar",
    "/booking-landing",
    "/call-preparation",
    "/welcome",
    "/dashboard",
    "/lesson/intro/why-no-cost",
    "/quiz/omega-edi",
    "/pay/1.abc.signature",
    "/course-lesson/m1/l1",
    "/admin",
    "/admin-dashboard",
    "/admin-setup",
    "/manual-setup",
    "/lead-survey",
    "/order",
    "/order/complete",
    "/bootcamp-order",
    "/training-order",
    "/test-checkout/cs_test_1",
    "/auth",
    "/forgot-password",
    "/reset-password",
    "/quiz/omega-edi",
    "/my-call/7.signature",
    "/pay/7.signature",
    "/no-access",
    "/account",
  ])("hides the button on %s", (pathname) => expect(showsBookCallButton(pathname)).toBe(false));
});

describe("isMemberArea", () => {
  it.each([
    "/welcome",
    "/dashboard",
    "/lesson/intro/why-no-cost",
    "/quiz/omega-edi",
    "/business-resources",
    "/account",
    "/course-access",
    "/course-lesson/m1/l1",
    "/training-access",
    "/no-access",
    "/coaching",
  ])("counts %s as a member's page", (pathname) => expect(isMemberArea(pathname)).toBe(true));
  it.each(["/", "/pricing", "/quizzes", "/accounting", "/admin", "/my-call/7.signature"])("not %s", (pathname) => expect(isMemberArea(pathname)).toBe(false));
});
