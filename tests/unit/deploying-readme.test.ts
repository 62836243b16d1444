import fs from "node:fs";
import { expect, test } from "vitest";

// Every Podman command the README's deployment table gives is one that
// `npm run test:container` (scripts/verify-container.mjs) runs as written, through its
// operator() helper. The Docker column names the same steps for Docker Compose v2, which
// the test machines cannot run; the README says so.

const readme = fs.readFileSync("README.md", "utf8");
const script = fs.readFileSync("scripts/verify-container.mjs", "utf8");

function deploymentTable(): string[][] {
  const section = readme.slice(readme.indexOf("### With Docker or Podman"));
  const rows = section.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| |"));
  return rows.map((row) => row.split(" | ").map((cell) => cell.replace(/^\|\s*|\s*\|$/g, "")));
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

test("the README's deployment table has a Docker and a Podman command for each step", () => {
  const table = deploymentTable();
  expect(table.map(([step]) => step)).toEqual([
    "build and start",
    "read the logs",
    "health",
    "take a backup",
    "copy the backups to the host",
    "restore a backup",
    "stop, keeping the data",
  ]);
  for (const [step, docker, podman] of table) {
    expect(codeSpans(docker).length, step).toBeGreaterThan(0);
    expect(codeSpans(podman).length, step).toBeGreaterThan(0);
  }
});

test("every Podman command in the README is run as written by npm run test:container", () => {
  const commands = deploymentTable().flatMap(([, , podman]) => codeSpans(podman));
  expect(commands.length).toBe(10);
  const run = [...script.matchAll(/(?:operator|inFolder)\("([^"]+)"/g)].map((match) => match[1]);
  for (const command of commands) expect(run, command).toContain(command);
});
