import { describe, expect, it } from "vitest";

// SIGNUP defaults to closed: members' accounts come from purchases and the admin.
describe("sign-up when closed (the default)", () => {
  it("offers no sign-up and refuses a sign-up post", async () => {
    delete process.env.SIGNUP;
    const route = await import("~/routes/_accounts+/auth");
    const page = await route.loader({ request: new Request("http://127.0.0.1/auth?mode=signup"), params: {}, context: { clientAddress: "198.51.100.5" } });
    expect(page).toEqual({ signupOpen: false });

    const post = new Request("http://127.0.0.1/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "signup", fullName: "Eve", email: "eve@example.test", password: "secret1", confirmPassword: "secret1" }),
    });
    const refusal = await route.action({ request: post, params: {}, context: { clientAddress: "198.51.100.5" } }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(403);
    const { findUserByEmail } = await import("~/server/accounts/users.server");
    expect(findUserByEmail("eve@example.test")).toBeUndefined();
  });
});
