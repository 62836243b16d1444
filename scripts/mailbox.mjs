// npm run mailbox [-- --to someone@example.com] [-- --limit 10]
// Prints the newest messages of the built-in mailbox (where e-mail goes when SMTP_URL is
// not set): for the operator on the machine that holds the database, since messages hold
// password-reset and confirmation links and are never printed to the log.
import Database from "better-sqlite3";

const option = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : undefined;
};
const limit = Number(option("limit") ?? 5);
const to = option("to");

const database = new Database(process.env.DATABASE_PATH ?? "./data/app.db", { readonly: true, fileMustExist: true });
const messages = database
  .prepare(`select to_address, subject, text_body, created_at from mail ${to ? "where to_address = ?" : ""} order by id desc limit ?`)
  .all(...(to ? [to.trim().toLowerCase(), limit] : [limit]));
database.close();

if (messages.length === 0) console.log("The built-in mailbox is empty.");
for (const message of messages.reverse()) {
  console.log(`--- ${new Date(message.created_at).toISOString()}  to ${message.to_address}\nSubject: ${message.subject}\n\n${message.text_body}\n`);
}
