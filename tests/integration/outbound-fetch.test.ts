import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { fetchTypedAddress, isPublicAddress } from "~/server/platform/outbound-fetch.server";

// An address someone types into the site (a host's calendar feed) is fetched only from the
// public internet, by default: this machine, private networks and cloud metadata addresses are
// refused whether written as a number or reached through a name; the body is capped as it
// streams in; redirects are followed a few times, each checked again.

let answer: (request: http.IncomingMessage, response: http.ServerResponse) => void = (_, response) => response.end("BEGIN:VCALENDAR\r\nEND:VCALENDAR");
const standIn = http.createServer((request, response) => answer(request, response));
await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
const port = (standIn.address() as AddressInfo).port;
afterAll(() => new Promise((resolve) => standIn.close(resolve)));

const options = { accept: "text/calendar", maxBytes: 1024 * 1024, timeoutMs: 5000, privateNetworks: false };
const PRIVATE = "the address leads to a private network, which the site does not fetch";

describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", false],
    ["10.1.2.3", false],
    ["172.20.0.1", false],
    ["192.168.1.10", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["::1", false],
    ["::", false],
    ["fd00::1", false],
    ["fe80::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:a9fe:a9fe", false],
    ["not an address", false],
    ["8.8.8.8", true],
    ["172.32.0.1", true],
    ["2001:4860:4860::8888", true],
    ["::ffff:8.8.8.8", true],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("fetchTypedAddress", () => {
  it("refuses this machine by number and by name, by default", async () => {
    await expect(fetchTypedAddress(`http://127.0.0.1:${port}/cal.ics`, options)).rejects.toThrow(PRIVATE);
    await expect(fetchTypedAddress(`http://[::1]:${port}/cal.ics`, options)).rejects.toThrow(PRIVATE);
    await expect(fetchTypedAddress(`http://[::ffff:127.0.0.1]:${port}/cal.ics`, options)).rejects.toThrow(PRIVATE);
    await expect(fetchTypedAddress(`http://2130706433:${port}/cal.ics`, options)).rejects.toThrow(PRIVATE);
    await expect(fetchTypedAddress(`http://localhost:${port}/cal.ics`, options)).rejects.toThrow(PRIVATE);
    await expect(fetchTypedAddress("http://169.254.169.254/latest/meta-data/", options)).rejects.toThrow(PRIVATE);
  });

  it("fetches a private address only when allowed, and follows a redirect", async () => {
    answer = (request, response) =>
      request.url === "/moved" ? response.writeHead(302, { Location: "/cal.ics" }).end() : response.end("BEGIN:VCALENDAR\r\nEND:VCALENDAR");
    expect(await fetchTypedAddress(`http://127.0.0.1:${port}/moved`, { ...options, privateNetworks: true })).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR");
  });

  it("stops following redirects after 5, and refuses a redirect to another scheme", async () => {
    answer = (request, response) => response.writeHead(302, { Location: `/loop${Number(request.url?.slice(5) || 0) + 1}` }).end();
    await expect(fetchTypedAddress(`http://127.0.0.1:${port}/loop0`, { ...options, privateNetworks: true })).rejects.toThrow("redirected more than 5 times");
    answer = (_, response) => response.writeHead(302, { Location: "file:///etc/passwd" }).end();
    await expect(fetchTypedAddress(`http://127.0.0.1:${port}/x`, { ...options, privateNetworks: true })).rejects.toThrow("not an http(s) address");
  });

  it("stops reading an answer past the size cap, and says what the status was", async () => {
    let written = 0;
    answer = (_, response) => {
      // An endless answer: only the cap ends it.
      const more = () => {
        while (response.write(Buffer.alloc(64 * 1024, 65))) written += 64 * 1024;
      };
      response.on("drain", more);
      more();
    };
    await expect(fetchTypedAddress(`http://127.0.0.1:${port}/big`, { ...options, privateNetworks: true })).rejects.toThrow("larger than 1 MB");
    expect(written).toBeLessThan(64 * 1024 * 1024);
    answer = (_, response) => response.writeHead(404).end();
    await expect(fetchTypedAddress(`http://127.0.0.1:${port}/gone`, { ...options, privateNetworks: true })).rejects.toThrow("the address answered 404");
  });

  it("gives up when no answer comes in time", async () => {
    answer = () => {};
    await expect(fetchTypedAddress(`http://127.0.0.1:${port}/slow`, { ...options, privateNetworks: true, timeoutMs: 300 })).rejects.toThrow(
      "no answer within 0.3 seconds",
    );
  });
});
