import { describe, expect, it } from "vitest";
import { bookingsPage, BOOKINGS_PAGE_SIZE } from "~/server/calls/admin-bookings.server";
import { leadsPage, LEADS_PAGE_SIZE } from "~/server/funnel/admin-leads.server";
import { deleteUser, listUsers, USERS_PAGE_SIZE } from "~/server/accounts/admin-users.server";
import { db } from "~/server/platform/db.server";
import { instalmentPlansPage } from "~/server/sales/instalment-admin.server";
import { readPageFrom, readPageKey, type PageFrom } from "~/server/platform/keyset.server";
import { createUser } from "~/server/accounts/users.server";

// The admin's lists page by key (the edge row of the page before, carried in the link) and
// search through the FTS5 trigram indexes, which triggers keep in step with the tables.

const run = (query: string, ...params: unknown[]) => db.$client.prepare(query).run(...params);
const after = (key: string | null): PageFrom => ({ after: readPageKey(key, "text")! });
const before = (key: string | null): PageFrom => ({ before: readPageKey(key, "text")! });

/** Every page of a list, following its next-page keys from the first. */
function walk<Row>(first: { rows: Row[]; next: string | null }, nextPage: (key: string) => { rows: Row[]; next: string | null }) {
  const pages = [first.rows];
  for (let page = first; page.next;) {
    page = nextPage(page.next);
    pages.push(page.rows);
  }
  return pages;
}

describe("page keys from the URL", () => {
  it("reads after or before, and ignores a malformed key (the list starts at its first page)", () => {
    expect(readPageFrom(new URLSearchParams("after=1700000000000.abc-1"), "text")).toEqual({ after: { at: 1_700_000_000_000, id: "abc-1" } });
    expect(readPageFrom(new URLSearchParams("calls-before=5.12"), "integer", "calls-")).toEqual({ before: { at: 5, id: 12 } });
    for (const hostile of ["", ".", "12", "x.1", "-1.1", "1.", "1.' or 1=1 --", "99999999999999999999.1", "1~1"]) {
      expect(readPageFrom(new URLSearchParams({ after: hostile }), "integer"), hostile).toBeNull();
    }
  });
});

describe("the user list", () => {
  it("pages by key through users created in the same millisecond, the same rows as counting pages, and back", async () => {
    const tag = `kappa${Date.now()}`;
    const created = USERS_PAGE_SIZE * 2 + 3;
    for (let index = 0; index < created; index++) {
      const id = await createUser({ email: `${tag}-${index}@example.test`, password: "secret1" });
      // Half of them share one instant: only the id tells them apart.
      if (index % 2 === 0) run("update users set created_at = 1700000000000 where id = ?", id);
    }

    const counted = [1, 2, 3].map((page) => listUsers({ query: tag, page }).users.map((user) => user.email));
    const first = listUsers({ query: tag, page: 1 });
    expect(first).toMatchObject({ total: created, page: 1, pageCount: 3, previous: null });
    const keyed = walk({ rows: first.users, next: first.next }, (key) => {
      const page = listUsers({ query: tag, page: 2, from: after(key) });
      return { rows: page.users, next: page.next };
    }).map((rows) => rows.map((user) => user.email));
    expect(keyed).toEqual(counted);
    expect(new Set(keyed.flat()).size).toBe(created);

    // Back from the last page: the page before it, in the same order.
    const last = listUsers({ query: tag, page: 3, from: after(listUsers({ query: tag, page: 2, from: after(first.next) }).next) });
    expect(last.next).toBeNull();
    expect(listUsers({ query: tag, page: 2, from: before(last.previous) }).users.map((user) => user.email)).toEqual(counted[1]);
  });

  it("finds any part of three letters or more of an e-mail or name, word by word, and follows changes to them", async () => {
    const tag = `lambda${Date.now()}`;
    const id = await createUser({ email: `${tag}@example.test`, password: "secret1", firstName: "Quintessa", lastName: "Oyelaran" });
    const found = (query: string) => listUsers({ query, page: 1 }).users.map((user) => user.id);
    expect(found(`${tag} TESSA`)).toEqual([id]);
    expect(found(`${tag} yel`)).toEqual([id]);
    expect(found(`${tag} qu`)).toEqual([id]); // under three letters: LIKE
    expect(found(`${tag} "or" NEAR`)).toEqual([]); // FTS5 syntax is taken as text
    expect(found(`${tag} zz`)).toEqual([]);

    run("update profiles set first_name = 'Marisol', display_name = 'Marisol' where id = ?", id);
    expect(found(`${tag} quintessa`)).toEqual([]);
    expect(found(`${tag} marisol`)).toEqual([id]);
    run("update users set email = ? where id = ?", `renamed-${tag}@example.test`, id);
    expect(found(`renamed-${tag}`)).toEqual([id]);
    const actor = {
      id: await createUser({ email: `actor-${tag}@example.test`, password: "secret1", roles: ["super_admin"] }),
      email: `actor-${tag}@example.test`,
    };
    expect(deleteUser(actor, id)).toMatchObject({ ok: true });
    expect(found(`renamed-${tag}`)).toEqual([]);
    expect(db.$client.prepare("select count(*) from user_search_text where user_id = ?").pluck().get(id)).toBe(0);
  });
});

describe("a search that finds many users", () => {
  it("counts and pages all of them, past the thousand passed on by id", () => {
    const tag = `lambda${Date.now()}`;
    const found = 1_203;
    db.$client.exec(`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${found})
      insert into users (id, email, password_hash, created_at) select '${tag}-' || i, '${tag}-' || i || '@example.test', 'x', 1700000000000 + i from n`);
    const first = listUsers({ query: tag, page: 1 });
    expect(first).toMatchObject({ total: found, pageCount: Math.ceil(found / USERS_PAGE_SIZE) });
    expect(first.users[0].email).toBe(`${tag}-${found}@example.test`);
    expect(listUsers({ query: `${tag}-120`, page: 1 }).total).toBe(5); // 120, 1200 to 1203
    const last = listUsers({ query: tag, page: Math.ceil(found / USERS_PAGE_SIZE) });
    expect(last.users.at(-1)!.email).toBe(`${tag}-1@example.test`);
  });
});

describe("a search narrowed by its rarest trigrams", () => {
  it("finds an account made after the trigram sample was taken, names in any letters and case, and only accounts holding every word", async () => {
    const tag = `omicron${Date.now()}`;
    expect(listUsers({ query: tag, page: 1 }).total).toBe(0); // the sample is taken here, before the accounts exist
    const id = await createUser({ email: `${tag}@example.test`, password: "secret1", firstName: "Zoë", lastName: "Ångström" });
    await createUser({ email: `${tag}-other@example.test`, password: "secret1", firstName: "Ingrid" });
    const found = (query: string) => listUsers({ query, page: 1 }).users.map((user) => user.id);
    expect(found(`${tag} ÅNGSTR`)).toEqual([id]);
    expect(found(`${tag} zoë`)).toEqual([id]);
    expect(found(`${tag} ngs ö`)).toEqual([id]); // a word under three letters is checked too
    expect(found(`${tag}-oth zoë`)).toEqual([]);
  });

  it("asks the index for the whole words when too many accounts hold the rare trigrams to check", () => {
    const tag = `sigma${Date.now()}`;
    db.$client.exec(`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 5100)
      insert into users (id, email, password_hash, created_at) select '${tag}-' || i, '${tag}-' || i || '@example.test', 'x', 1700000000000 + i from n`);
    expect(listUsers({ query: tag, page: 1 }).total).toBe(5100);
    expect(listUsers({ query: `${tag}-510`, page: 1 }).total).toBe(2); // 510 and 5100
  });
});

describe("the leads list", () => {
  it("pages by key, newest first, and finds leads by any part of a name, e-mail or phone", () => {
    const tag = `mu${Date.now()}`;
    const insert = db.$client.prepare(
      "insert into leads (first_name, last_name, email, phone, source, created_at) values (?, 'Okonkwo', ?, ?, 'webinar_survey', ?)",
    );
    // More than a page, and as many as the searches below need (lead42, -100 to -106).
    const count = 107;
    expect(count).toBeGreaterThan(LEADS_PAGE_SIZE + 7);
    db.$client.transaction(() => {
      // Far in the future, so they come first; pairs share an instant.
      for (let index = 0; index < count; index++)
        insert.run(`Lead${index}`, `${tag}-${index}@example.test`, `80155${String(index).padStart(5, "0")}`, 4_000_000_000_000 - Math.floor(index / 2));
    })();
    const first = leadsPage({ query: "", from: null });
    expect(first.previous).toBeNull();
    expect(first.leads.slice(0, 4).map((lead) => lead.email)).toEqual([
      `${tag}-1@example.test`,
      `${tag}-0@example.test`,
      `${tag}-3@example.test`,
      `${tag}-2@example.test`,
    ]);
    const second = leadsPage({ query: "", from: { after: readPageKey(first.next, "integer")! } });
    // Newest first, and of a pair made in the same instant the later id first: 1, 0, 3, 2 ...
    const newestFirst = Array.from({ length: count }, (_, index) => index).sort((a, b) => Math.floor(a / 2) - Math.floor(b / 2) || b - a);
    expect(second.leads.slice(0, 7).map((lead) => lead.email)).toEqual(
      newestFirst.slice(LEADS_PAGE_SIZE, LEADS_PAGE_SIZE + 7).map((index) => `${tag}-${index}@example.test`),
    );
    expect(leadsPage({ query: "", from: { before: readPageKey(second.previous, "integer")! } }).leads.map((lead) => lead.id)).toEqual(
      first.leads.map((lead) => lead.id),
    );

    const emails = (query: string) => leadsPage({ query, from: null }).leads.map((lead) => lead.email);
    expect(emails(`${tag} lead42`)).toEqual([`${tag}-42@example.test`]);
    expect(emails(`${tag} 5500042`)).toEqual([`${tag}-42@example.test`]);
    expect(emails(`${tag}-10 okonk`).sort()).toEqual([10, 100, 101, 102, 103, 104, 105, 106].map((index) => `${tag}-${index}@example.test`).sort());
    run("update leads set phone = '801-555-7777', first_name = 'Renamed' where email = ?", `${tag}-42@example.test`);
    expect(emails(`${tag} lead42`)).toEqual([]);
    expect(emails(`${tag} 555-7777 renamed`)).toEqual([`${tag}-42@example.test`]);
    run("delete from leads where email = ?", `${tag}-42@example.test`);
    expect(emails(`${tag} renamed`)).toEqual([]);
  });

  it("finds a lead made after the trigram sample was taken, and asks the index for the whole words when too many hold the rare trigrams", () => {
    const tag = `kappa${Date.now()}`;
    const emails = (query: string) => leadsPage({ query, from: null }).leads.map((lead) => lead.email);
    expect(emails(tag)).toEqual([]); // the sample is taken here, before the leads exist
    run(
      "insert into leads (first_name, last_name, email, phone, source, created_at) values ('Åsa', 'Nyström', ?, '801-555-4242', 'webinar_survey', 4200000000000)",
      `${tag}@example.test`,
    );
    run(
      "insert into leads (first_name, email, phone, source, created_at) values ('Other', ?, '801-555-4243', 'webinar_survey', 4200000000001)",
      `${tag}-other@example.test`,
    );
    expect(emails(`${tag} NYSTRÖM`)).toEqual([`${tag}@example.test`]);
    expect(emails(`${tag} 555-4242 å`)).toEqual([`${tag}@example.test`]); // a word under three letters is checked too
    expect(emails(`${tag}-oth åsa`)).toEqual([]);

    const crowd = `lambda${Date.now()}`;
    db.$client.exec(`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 5100)
      insert into leads (first_name, email, phone, source, created_at) select 'Crowd', '${crowd}-' || i || '@example.test', '801-555-0000', 'webinar_survey', 3000000000000 + i from n`);
    expect(leadsPage({ query: crowd, from: null }).leads).toHaveLength(LEADS_PAGE_SIZE);
    expect(emails(`${crowd}-510`)).toEqual([`${crowd}-5100@example.test`, `${crowd}-510@example.test`]);
  });

  it("shows the latest CRM delivery of each lead on the page", () => {
    const email = `nu-${Date.now()}@example.test`;
    run("insert into leads (first_name, email, phone, source, created_at) values ('Crm', ?, '801-555-0100', 'webinar_survey', 4100000000000)", email);
    const deliver = db.$client.prepare(
      "insert into outbox (kind, payload, idempotency_key, status, attempts, last_error, next_attempt_at) values ('crm', ?, ?, ?, 1, ?, 0)",
    );
    deliver.run(JSON.stringify({ event: "lead", body: { email } }), crypto.randomUUID(), "failed", "CRM answered 500");
    deliver.run(JSON.stringify({ event: "lead", body: { email } }), crypto.randomUUID(), "delivered", null);
    expect(leadsPage({ query: email, from: null }).leads[0]).toMatchObject({ email, crm: { status: "delivered", lastError: null } });
  });
});

describe("booked calls and instalment plans", () => {
  it("page by key, newest first", () => {
    const insert = db.$client.prepare(
      "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, created_at) values ('Paged', ?, '801-555-0100', ?, ?, 'America/Denver', ?)",
    );
    db.$client.transaction(() => {
      for (let index = 0; index < BOOKINGS_PAGE_SIZE + 2; index++)
        insert.run(`paged-${index}@example.test`, `80155${index}`, 5_000_000_000_000 + index * 3_600_000, 4_200_000_000_000 - index);
    })();
    const first = bookingsPage(null);
    expect(first.bookings[0].email).toBe("paged-0@example.test");
    const second = bookingsPage({ after: readPageKey(first.next, "integer")! });
    expect(second.bookings.slice(0, 2).map((booking) => booking.email)).toEqual([
      `paged-${BOOKINGS_PAGE_SIZE}@example.test`,
      `paged-${BOOKINGS_PAGE_SIZE + 1}@example.test`,
    ]);

    const order = db.$client.prepare(
      "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, paid_at, instalment_schedule) values (?, 'qualified-split', 99700, 'test', 'paid', ?, 'Plan', ?, json_object('payments', 2, 'intervalDays', 30, 'amountCents', 99700))",
    );
    const instalment = db.$client.prepare("insert into instalments (order_id, number, amount_cents, due_at) values (?, 2, 99700, ?)");
    const tag = `xi${Date.now()}`;
    for (let index = 0; index < 3; index++) {
      order.run(`${tag}-${index}`, `${tag}-${index}@example.test`, 4_300_000_000_000 - index);
      instalment.run(`${tag}-${index}`, 4_400_000_000_000);
    }
    const plans = instalmentPlansPage(null, 2);
    expect(plans.plans.map((plan) => plan.order.id)).toEqual([`${tag}-0`, `${tag}-1`]);
    expect(plans.plans[0].instalments).toHaveLength(1);
    expect(instalmentPlansPage(after(plans.next), 2).plans[0].order.id).toBe(`${tag}-2`);
  });
});
