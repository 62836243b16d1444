import { describe, expect, it } from "vitest";
import { addressKey } from "~/server/platform/rate-limit.server";

// Every limit counts an IPv6 client by its /64, the block its provider gives one subscriber.
describe("addressKey", () => {
  it.each([
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8:1:2::192.0.2.1", "2001:db8:1:2::/64"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["203.0.113.9", "203.0.113.9"],
    ["someone@example.test", "someone@example.test"],
  ])("%s counts as %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
