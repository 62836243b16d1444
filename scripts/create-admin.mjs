// npm run create-admin -- --email you@example.com
// Creates (or promotes) a super admin in the SQLite database at DATABASE_PATH. The password
// is asked for at the prompt (or read from standard input when it is not a terminal). Works
// on a production install: it needs only runtime dependencies.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { hash } from "@node-rs/argon2";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

const argon2Options = JSON.parse(fs.readFileSync(new URL("../app/server/argon2-options.json", import.meta.url), "utf8"));

function emailArgument() {
  const index = process.argv.indexOf("--email");
  const email = index > -1 ? process.argv[index + 1] : undefined;
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error("Usage: npm run create-admin -- --email you@example.com");
    process.exit(2);
  }
  return email.trim().toLowerCase();
}

async function readPassword() {
  if (!process.stdin.isTTY) {
    const lines = readline.createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return "";
  }
  const ask = (question) =>
    new Promise((resolve) => {
      const prompt = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      // Hide what is typed.
      prompt._writeToOutput = (text) => prompt.output.write(text.startsWith(question) ? question : "");
      prompt.question(question, (answer) => {
        prompt.close();
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const password = await ask("Password: ");
  if ((await ask("Confirm password: ")) !== password) {
    console.error("Passwords do not match");
    process.exit(1);
  }
  return password;
}

const email = emailArgument();
const password = await readPassword();
if (password.length < 6) {
  console.error("Password must be at least 6 characters");
  process.exit(1);
}

const file = process.env.DATABASE_PATH ?? "./data/app.db";
fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
const sqlite = new Database(file);
sqlite.pragma("foreign_keys = ON");
sqlite.pragma("busy_timeout = 5000");
migrate(drizzle(sqlite), { migrationsFolder: new URL("../db/migrations", import.meta.url).pathname });

const passwordHash = await hash(password, argon2Options);
const existing = sqlite.prepare("select id from users where email = ?").get(email);
const userId = existing?.id ?? crypto.randomUUID();
sqlite.transaction(() => {
  if (existing) {
    sqlite.prepare("update users set password_hash = ? where id = ?").run(passwordHash, userId);
  } else {
    sqlite.prepare("insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, ?, ?)").run(userId, email, passwordHash, Date.now());
    sqlite.prepare("insert into profiles (id, first_name, display_name) values (?, 'Admin', 'Admin')").run(userId);
  }
  for (const role of ["user", "admin", "super_admin"]) {
    sqlite.prepare("insert or ignore into user_roles (user_id, role) values (?, ?)").run(userId, role);
  }
})();
sqlite.close();
console.log(`${existing ? "Updated" : "Created"} super admin ${email}.`);
