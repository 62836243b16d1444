import { describe, expect, it } from "vitest";
import { litestreamConfig, replicationSettings } from "../../server/replication.mjs";

describe("replication settings", () => {
  it("are off without REPLICA_URL", () => {
    expect(replicationSettings({})).toBeUndefined();
    expect(replicationSettings({ REPLICA_URL: "  " })).toBeUndefined();
  });

  it("take an S3-compatible store with the usual AWS settings, and keep the keys out of the config file", () => {
    const settings = replicationSettings({
      REPLICA_URL: "s3://academy-backups/prod",
      AWS_ENDPOINT_URL_S3: "https://s3.eu-central-003.backblazeb2.com",
      AWS_REGION: "eu-central-003",
      AWS_ACCESS_KEY_ID: "key-id",
      AWS_SECRET_ACCESS_KEY: "secret-key",
      DATABASE_PATH: "/data/app.db",
    })!;
    expect(settings).toMatchObject({ kind: "s3", where: "s3://academy-backups/prod", databasePath: "/data/app.db" });
    expect(settings.litestreamEnvironment).toEqual({
      REPLICA_URL: "s3://academy-backups/prod",
      AWS_ACCESS_KEY_ID: "key-id",
      AWS_SECRET_ACCESS_KEY: "secret-key",
    });
    const config = litestreamConfig(settings);
    expect(config).toContain("url: ${REPLICA_URL}");
    expect(config).toContain("endpoint: https://s3.eu-central-003.backblazeb2.com");
    expect(config).toContain("region: eu-central-003");
    expect(config).toContain('path: "/data/app.db"');
    expect(config).not.toMatch(/key-id|secret-key/);
  });

  it("take a folder and an SFTP server, never showing a password", () => {
    expect(replicationSettings({ REPLICA_URL: "file:///var/backups/academy" })).toMatchObject({ kind: "file", where: "file:///var/backups/academy" });
    const sftp = replicationSettings({ REPLICA_URL: "sftp://backup:hunter2@files.example.com:2222/academy", REPLICA_SFTP_KEY_PATH: "/keys/id_ed25519" })!;
    expect(sftp.where).toBe("sftp://backup@files.example.com:2222/academy");
    expect(litestreamConfig(sftp)).toContain('key-path: "/keys/id_ed25519"');
    expect(litestreamConfig(sftp)).not.toContain("hunter2");
  });

  it("refuse what Litestream cannot replicate to, naming the variable", () => {
    for (const [value, message] of [
      ["backups", /REPLICA_URL: not an address/],
      ["ftp://example.com/x", /REPLICA_URL: ftp:\/\/ is not a store/],
      ["s3:///path", /REPLICA_URL: name the bucket/],
      ["sftp://host/path", /REPLICA_URL: an sftp:\/\/ address names its user/],
      ["file:///", /REPLICA_URL: name a folder/],
    ] as const) {
      expect(() => replicationSettings({ REPLICA_URL: value }), value).toThrow(message);
    }
    expect(() => replicationSettings({ REPLICA_URL: "s3://b/p", AWS_ENDPOINT_URL_S3: "minio:9000" })).toThrow(/AWS_ENDPOINT_URL_S3/);
  });
});
