import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

const BUCKET = "stint-test";
// Where s3rver's filesystem store keeps the parts of multipart uploads in progress.
const UPLOADS_DIR = "._S3rver_uploads";

/**
 * An S3-compatible server in this process on a free loopback port (s3rver), with one empty bucket, for the
 * S3 storage driver's tests. s3rver does not implement AbortMultipartUpload, so it is added here the way
 * S3 does it (the parts are dropped); `pendingUploads()` then shows whether a driver left any behind.
 */
export async function startS3Server() {
  const directory = await mkdtemp(path.join(tmpdir(), "stint-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== "DELETE" || typeof uploadId !== "string" || !/^[0-9a-f]+$/.test(uploadId)) return next();
    await rm(path.join(directory, BUCKET, UPLOADS_DIR, uploadId), { recursive: true, force: true });
    ctx.status = 204;
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });

  return {
    /** The variables that make the app use this server. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async listKeys(prefix = ""): Promise<string[]> {
      const result = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
      return (result.Contents ?? []).map((object) => object.Key!).sort();
    },
    async pendingUploads(): Promise<string[]> {
      return readdir(path.join(directory, BUCKET, UPLOADS_DIR)).catch(() => []);
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;
