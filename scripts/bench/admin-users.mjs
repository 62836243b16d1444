import crypto from "node:crypto";
import Database from "better-sqlite3";

/**
 * Fill the bench server's database up to `total` accounts (with profiles and roles, a
 * third of them with an order), so the admin user list is measured at the size it must stay
 * fast at (10,000 accounts in the bench). Written straight into SQLite: hashing 10,000 passwords
 * through the app would measure argon2, not the list.
 */
export function seedUsers(databasePath, total) {
  const database = new Database(databasePath);
  database.pragma("busy_timeout = 5000");
  try {
    const existing = database.prepare("select count(*) as count from users").get().count;
    const insertUser = database.prepare("insert into users (id, email, password_hash, created_at, last_sign_in_at) values (?, ?, null, ?, ?)");
    const insertProfile = database.prepare("insert into profiles (id, first_name, last_name, display_name) values (?, ?, ?, ?)");
    const insertRole = database.prepare("insert into user_roles (user_id, role) values (?, 'user')");
    const insertOrder = database.prepare(
      "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, user_id, paid_at) values (?, 'bootcamp', 4700, 'test', 'paid', ?, ?, ?, ?)",
    );
    const now = Date.now();
    database.transaction(() => {
      for (let index = existing; index < total; index++) {
        const id = crypto.randomUUID();
        const email = `bench-user-${index}@example.test`;
        insertUser.run(id, email, now - index * 60_000, index % 2 ? now - index * 3_600_000 : null);
        insertProfile.run(id, `First${index}`, `Last${index}`, `First${index}`);
        insertRole.run(id);
        if (index % 3 === 0) insertOrder.run(crypto.randomUUID(), email, `First${index}`, id, now);
      }
    })();
    return database.prepare("select count(*) as count from users").get().count;
  } finally {
    database.close();
  }
}
