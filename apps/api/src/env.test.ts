import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "./env.ts";

const base = { DATA_DIR: "/tmp/stint-env-test", AUTH_SECRET: "x".repeat(32) };

describe("S3 configuration", () => {
  it("keeps files on disk without S3_BUCKET", () => {
    expect(readEnv(base).s3).toBeUndefined();
  });

  it("reads an S3-compatible bucket", () => {
    const env = readEnv({
      ...base,
      S3_BUCKET: "stint-files",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(env.s3).toEqual({
      bucket: "stint-files",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
  });

  it("leaves credentials to the SDK's usual sources (instance role, AWS_* variables) when none are given", () => {
    const env = readEnv({ ...base, S3_BUCKET: "stint-files", S3_REGION: "eu-central-1" });
    expect(env.s3).toMatchObject({
      region: "eu-central-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, /S3_ENDPOINT: Only used with S3_BUCKET/],
    [{ S3_BUCKET: "stint-files", S3_ACCESS_KEY_ID: "key" }, /S3_SECRET_ACCESS_KEY: Set both S3 keys/],
    [{ S3_BUCKET: "Not_A_Bucket" }, /S3_BUCKET: Expected an S3 bucket name/],
    [{ S3_BUCKET: "stint-files", S3_ENDPOINT: "ftp://files" }, /S3_ENDPOINT/],
    [{ S3_BUCKET: "stint-files", S3_FORCE_PATH_STYLE: "maybe" }, /S3_FORCE_PATH_STYLE/],
  ])("refuses %j", (vars, message) => {
    expect(() => readEnv({ ...base, ...vars })).toThrow(EnvError);
    expect(() => readEnv({ ...base, ...vars })).toThrow(message);
  });
});

describe("API_PROCESSES", () => {
  it("is one process unless asked for more", () => {
    expect(readEnv(base).apiProcesses).toBe(1);
    expect(readEnv({ ...base, DATABASE_URL: "postgres://x@127.0.0.1/db", API_PROCESSES: "4" }).apiProcesses).toBe(4);
  });

  it("refuses several processes on the embedded database, and nonsense counts", () => {
    expect(() => readEnv({ ...base, API_PROCESSES: "2" })).toThrow(/API_PROCESSES: Several processes need PostgreSQL/);
    expect(() => readEnv({ ...base, DATABASE_URL: "postgres://x@127.0.0.1/db", API_PROCESSES: "0" })).toThrow(EnvError);
  });
});

describe("UPLOAD_DEBRIS_GRACE_MINUTES", () => {
  it("is an hour unless set, and never shorter than an upload can take", () => {
    expect(readEnv(base).uploadDebrisGraceMs).toBe(60 * 60_000);
    expect(readEnv({ ...base, UPLOAD_DEBRIS_GRACE_MINUTES: "15" }).uploadDebrisGraceMs).toBe(15 * 60_000);
    expect(() => readEnv({ ...base, UPLOAD_DEBRIS_GRACE_MINUTES: "1" })).toThrow(/UPLOAD_DEBRIS_GRACE_MINUTES/);
  });
});

describe("listening", () => {
  it("listens on loopback only unless HOST says otherwise (the demo passwords are public)", () => {
    expect(readEnv(base).host).toBe("127.0.0.1");
    expect(readEnv({ ...base, HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });
});

describe("API_HEAP_MB and INDEX_MEMORY_MB", () => {
  const postgres = { ...base, DATABASE_URL: "postgres://stint@localhost/stint" };
  it("default by database, and the index budget must stay below the heap limit", () => {
    expect(readEnv(base)).toMatchObject({ apiHeapMb: 4096, indexMemoryMb: null });
    expect(readEnv(postgres)).toMatchObject({ apiHeapMb: 768, indexMemoryMb: null });
    expect(readEnv({ ...postgres, API_HEAP_MB: "2048", INDEX_MEMORY_MB: "1024" })).toMatchObject({
      apiHeapMb: 2048,
      indexMemoryMb: 1024,
    });
    expect(() => readEnv({ ...postgres, INDEX_MEMORY_MB: "768" })).toThrow(
      /INDEX_MEMORY_MB: Must be below the heap limit, API_HEAP_MB \(768\)/,
    );
    expect(() => readEnv({ ...base, API_HEAP_MB: "100" })).toThrow(/API_HEAP_MB/);
  });
});
