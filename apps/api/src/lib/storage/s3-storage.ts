import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Readable } from "node:stream";
import type { S3Config } from "../../env.ts";
import { fileError } from "../errors.ts";
import type { FileStorage } from "./file-storage.ts";
import { storageFault } from "./storage-faults.ts";
import { assertStorageKey } from "./storage-key.ts";

// S3's smallest part. lib-storage holds up to (queueSize + 1) parts of an upload in memory, so with one part
// in flight an upload costs at most ~10 MB however large the file is.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 1;
// Seed §9: no storage operation takes longer than 2 minutes.
const REQUEST_TIMEOUT_MS = 2 * 60 * 1000;

/**
 * An S3-compatible bucket (AWS, MinIO, Ceph, R2, …). S3 publishes an object only when its upload completes,
 * so a key never shows a partial file; a failed or aborted upload is aborted at S3 so no parts remain.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's default CRC checksums on every request are refused by several S3-compatible servers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 10_000, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = config.bucket;

  return {
    kind: "s3",

    async put(key, body, { contentType, signal }) {
      assertStorageKey(key);
      // Aborting through the body (not Upload's own controller, whose done() rejects before the parts are
      // cleaned up) makes done() settle only once the multipart upload has been aborted at S3.
      const onAbort = () => body.destroy(signal?.reason ?? new Error("aborted"));
      signal?.addEventListener("abort", onAbort, { once: true });
      try {
        if (signal?.aborted) onAbort();
        const upload = new Upload({
          client,
          params: { Bucket, Key: key, Body: body, ContentType: contentType },
          partSize: PART_SIZE,
          queueSize: QUEUE_SIZE,
          leavePartsOnError: false,
        });
        await upload.done();
      } catch (error) {
        body.destroy();
        // A completion whose answer was lost may still have published the object; the key is ours alone.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        throw storageFault(error, { network: true }) ?? error;
      } finally {
        signal?.removeEventListener("abort", onAbort);
      }
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: result.Body as Readable, size: result.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") {
          throw fileError("object-not-found", 404);
        }
        throw storageFault(error, { network: true }) ?? error;
      }
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, writtenAt: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    // A failed upload is aborted at S3 (put), and the bucket's lifecycle rule ends a killed process's (README).
    async removeTemporaryFiles() {
      return 0;
    },

    async delete(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw storageFault(error, { network: true }) ?? error;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
