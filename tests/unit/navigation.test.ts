import { describe, expect, it } from "vitest";
import { showsBookCallButton } from "~/lib/navigation";

describe("showsBookCallButton", () => {
  it.each(["/", "/pricing", "/tools", "/about", "/earnings-calculator", "/lead-survey", "/webinar", "/bootcamp"])(
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
    "/course-lesson/m1/l1",
    "/admin",
    "/admin-dashboard",
    "/admin-setup",
    "/manual-setup",
  ])("hides the button on %s", (pathname) => expect(showsBookCallButton(pathname)).toBe(false));
});
