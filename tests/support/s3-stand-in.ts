import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

// An S3-compatible store on 127.0.0.1 (s3rver), with one bucket, for Litestream's S3 path:
// the settings to give the server are the ones an operator writes for any S3-compatible store.

export type S3StandIn = {
  /** REPLICA_URL and the AWS settings, for the server's environment. */
  settings: (replicaPath: string) => Record<string, string>;
  close: () => Promise<void>;
};

export async function startS3StandIn(bucket = "replica"): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3-stand-in-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    settings: (replicaPath) => ({
      REPLICA_URL: `s3://${bucket}/${replicaPath}`,
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
      AWS_REGION: "us-east-1",
      // s3rver's fixed credentials.
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    }),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
