import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";

// A mail server that accepts the connection and then says nothing: the delivery must fail
// within the timeout (and go back to the outbox for a retry), not hang for minutes.
const sockets: net.Socket[] = [];
const silent = net.createServer((socket) => {
  sockets.push(socket);
  socket.on("error", () => undefined);
});

let mail: typeof import("~/server/delivery/mail.server");

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}?ignoreTLS=true`;
  mail = await import("~/server/delivery/mail.server");
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

it("gives up on a mail server that never greets after the SMTP timeout", async () => {
  const started = Date.now();
  await expect(mail.sendOverSmtp(process.env.SMTP_URL!, { to: "someone@example.test", subject: "Hello", text: "Hi" })).rejects.toThrow(/greeting|timeout/i);
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(mail.SMTP_TIMEOUT_MS - 500);
  expect(waited).toBeLessThan(mail.SMTP_TIMEOUT_MS * 2);
}, 30_000);
