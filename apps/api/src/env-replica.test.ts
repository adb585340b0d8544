import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "./env.ts";

const base = { DATA_DIR: "/tmp/stint-env-test", AUTH_SECRET: "x".repeat(32) };
const primary = "postgres://stint@127.0.0.1:5432/stint";

describe("DATABASE_REPLICA_URL", () => {
  it("is no replica unless set", () => {
    expect(readEnv({ ...base, DATABASE_URL: primary }).databaseReplicaUrl).toBeUndefined();
  });

  it("reads a replica of the PostgreSQL primary", () => {
    const replica = "postgres://stint@127.0.0.1:5433/stint";
    expect(readEnv({ ...base, DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).databaseReplicaUrl).toBe(replica);
  });

  it("refuses a replica without its primary, and what is not a postgres URL, naming the variable", () => {
    const alone = () => readEnv({ ...base, DATABASE_REPLICA_URL: primary });
    expect(alone).toThrow(EnvError);
    expect(alone).toThrow(/DATABASE_REPLICA_URL: A read replica needs its primary: set DATABASE_URL too/);
    const notPostgres = () => readEnv({ ...base, DATABASE_URL: primary, DATABASE_REPLICA_URL: "https://replica/" });
    expect(notPostgres).toThrow(/DATABASE_REPLICA_URL: Expected a postgres:\/\/ URL/);
  });
});
