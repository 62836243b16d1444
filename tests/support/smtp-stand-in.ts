import net from "node:net";
import { switchablePort } from "./switchable-port";

// A mail server on 127.0.0.1 with just enough SMTP for nodemailer (EHLO, MAIL, RCPT, DATA,
// RSET, NOOP, QUIT; no TLS, no AUTH) that records every message it accepts. It can be taken
// down (nothing listens on its port: connection refused), made unavailable (it answers the
// connection with 421, as a relay that is restarting does) and brought back on the same port.

type SmtpMessage = { from: string; to: string[]; subject: string; raw: string };

/** accept: takes mail; unavailable: greets with 421 and hangs up; down: port closed. */
export type SmtpMode = "accept" | "unavailable" | "down";

export type SmtpStandIn = {
  /** For SMTP_URL. */
  url: string;
  port: number;
  /** Every message accepted (answered 250 after DATA), in order. */
  messages: SmtpMessage[];
  /** Connections made while unavailable (refused with 421). */
  refusals: () => number;
  setMode(mode: SmtpMode): Promise<void>;
  close(): Promise<void>;
};

function subjectOf(raw: string): string {
  const head = raw.split("\r\n\r\n")[0].replace(/\r\n[ \t]+/g, " ");
  return head.match(/^Subject: (.*)$/im)?.[1] ?? "";
}

function converse(socket: net.Socket, messages: SmtpMessage[]): void {
  let buffer = "";
  let data: string | null = null; // the message text while in DATA
  let from = "";
  let to: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  socket.setEncoding("utf8");
  socket.on("error", () => undefined);
  reply("220 stand-in ESMTP ready");
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (data !== null) {
        // The message ends with a line holding a single dot.
        data += buffer;
        buffer = "";
        const end = data.startsWith(".\r\n") ? 0 : data.indexOf("\r\n.\r\n");
        if (end === -1) return;
        const raw = data.slice(0, end).replace(/^\.\./gm, ".");
        buffer = data.slice(end === 0 ? 3 : end + 5);
        data = null;
        messages.push({ from, to, subject: subjectOf(raw), raw });
        from = "";
        to = [];
        reply("250 2.0.0 queued");
        continue;
      }
      const newline = buffer.indexOf("\r\n");
      if (newline === -1) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      const address = () => line.match(/<([^>]*)>/)?.[1] ?? "";
      if (verb === "EHLO") socket.write("250-stand-in\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n");
      else if (verb === "HELO") reply("250 stand-in");
      else if (verb === "MAIL") {
        from = address();
        to = [];
        reply("250 2.1.0 ok");
      } else if (verb === "RCPT") {
        to.push(address());
        reply("250 2.1.5 ok");
      } else if (verb === "DATA") {
        data = "";
        reply("354 end data with <CR><LF>.<CR><LF>");
      } else if (verb === "RSET") {
        from = "";
        to = [];
        reply("250 2.0.0 ok");
      } else if (verb === "NOOP") reply("250 2.0.0 ok");
      else if (verb === "QUIT") {
        reply("221 2.0.0 bye");
        socket.end();
        return;
      } else reply("502 5.5.2 command not implemented");
    }
  });
}

export async function startSmtpStandIn(mode: SmtpMode = "accept"): Promise<SmtpStandIn> {
  const messages: SmtpMessage[] = [];
  const sockets = new Set<net.Socket>();
  let current: SmtpMode = "accept";
  let refused = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    if (current === "unavailable") {
      refused++;
      socket.on("error", () => undefined);
      socket.end("421 4.3.2 service not available, try again later\r\n");
      return;
    }
    converse(socket, messages);
  });
  const { port, down, up } = await switchablePort(server, () => {
    for (const socket of sockets) socket.destroy();
  });
  const setMode = async (next: SmtpMode) => {
    await (next === "down" ? down() : up());
    current = next;
  };
  await setMode(mode);
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    port,
    messages,
    refusals: () => refused,
    setMode,
    close: down,
  };
}
