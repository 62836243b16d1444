// npm run create-admin -- --email you@example.com
// Creates a super admin in the SQLite database at DATABASE_PATH, or makes an existing
// account one: sets its password and ends its sessions and pending links. The password is asked for at the prompt (or read from
// standard input when it is not a terminal). It runs the built app's own account code
// (npm builds first when needed), so it works on a production install too.
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";

function emailArgument() {
  const index = process.argv.indexOf("--email");
  const email = index > -1 ? process.argv[index + 1] : undefined;
  if (!email) {
    console.error("Usage: npm run create-admin -- --email you@example.com");
    process.exit(2);
  }
  return email;
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
const buildFile = path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");
const { host } = (await import(pathToFileURL(buildFile).href)).entry.module;
try {
  const outcome = await host.makeSuperAdmin(email, password);
  console.log(`${outcome === "created" ? "Created" : "Updated"} super admin ${email.trim().toLowerCase()}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
