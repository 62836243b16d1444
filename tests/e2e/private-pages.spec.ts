import { expect, test } from "@playwright/test";
import crypto from "node:crypto";
import { host } from "./support/app";
import { createUser, manageCallPath, withDatabase } from "./fixtures/accounts";
import { uniqueSuffix } from "./support/database";

// Pages a visitor reaches without signing in that still show a secret or personal data:
// checkout returns (a one-time password), a booking's manage page, a link's page that holds
// its token (confirming an e-mail, choosing a password). No cache may keep them, as a page or
// as the data of a client-side navigation. (Signed-in pages, and the survey and calendar
// pages that show a visitor's own answers, are checked in the authorization matrix.)

function insertBooking(): number {
  return withDatabase((database) =>
    Number(
      database
        .prepare(
          "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, notes) values ('Casey Private', ?, '801-555-0199', ?, ?, 'America/Chicago', '{}')",
        )
        .run(`private-${uniqueSuffix()}@example.test`, uniqueSuffix(), Date.UTC(2033, 0, 4, 16) + Math.floor(Math.random() * 1e6) * 3_600_000).lastInsertRowid,
    ),
  );
}

test.describe("pages with secrets are never stored", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level; runs once");

  test("checkout returns and the manage-call page send Cache-Control: no-store", async ({ request }) => {
    const pages = [
      { address: "/order/complete?session_id=cs_test_unknown", route: "routes/order_.complete" },
      { address: "/course-access?session_id=cs_test_unknown", route: "routes/course-access" },
      { address: manageCallPath(insertBooking()), route: "routes/my-call.$token" },
      { address: `/auth/confirm?token=${await confirmationToken()}`, route: "routes/auth_.confirm" },
    ];
    for (const { address, route } of pages) {
      const pageResponse = await request.get(address, { maxRedirects: 0 });
      expect(pageResponse.status(), address).toBe(200);
      expect(pageResponse.headers()["cache-control"], address).toBe("no-store");
      const url = new URL(address, "http://site");
      url.searchParams.set("_data", route);
      const dataResponse = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
      expect(dataResponse.status(), `${address} data`).toBe(200);
      expect(dataResponse.headers()["cache-control"], `${address} data`).toBe("no-store");
    }
  });
});

/** A pending sign-up confirmation link's token for a new unconfirmed account. */
async function confirmationToken(): Promise<string> {
  const user = await createUser();
  const token = crypto.randomBytes(32).toString("base64url");
  withDatabase((database) => {
    database.prepare("update users set email_confirmed_at = null where id = ?").run(user.id);
    database
      .prepare("insert into email_confirmations (token_hash, user_id, expires_at) values (?, ?, ?)")
      .run(host.hashToken(token), user.id, Date.now() + 3_600_000);
  });
  return token;
}
