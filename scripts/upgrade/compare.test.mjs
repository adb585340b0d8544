import { describe, expect, it } from "vitest";
import { compareDumps, compareOperations, compareReadBacks, diffRecord } from "./compare.mjs";
import { previousRelease } from "./previous-release.mjs";
import { normalize } from "./read-back.mjs";

const job = { id: "j1", title: "Robotics intern", skills: [{ skillId: "python", level: 4 }], pay: { min: 3000 } };

describe("the upgrade test's record comparison", () => {
  it("passes the same record, and one with a key the new code added (an additive change)", () => {
    expect(diffRecord(job, structuredClone(job))).toEqual({ failures: [], added: [] });
    expect(diffRecord(job, { ...job, remote: false, pay: { min: 3000, max: 3500 } })).toEqual({
      failures: [],
      added: ["$.pay.max", "$.remote"],
    });
  });

  it("fails a changed value, a key that went, a list of another length, a changed type, each with where", () => {
    expect(diffRecord(job, { ...job, title: "Robotics Intern" }).failures).toEqual([
      '$.title: was "Robotics intern", is now "Robotics Intern"',
    ]);
    const { pay: _pay, ...withoutPay } = job;
    expect(diffRecord(job, withoutPay).failures).toEqual(['$.pay: missing (was {"min":3000})']);
    expect(diffRecord(job, { ...job, skills: [] }).failures).toEqual(["$.skills: had 1 items, now 0"]);
    expect(diffRecord(job, { ...job, skills: [{ skillId: "python", level: 3 }] }).failures).toEqual([
      "$.skills[0].level: was 4, is now 3",
    ]);
    expect(diffRecord(job, { ...job, pay: "3000" }).failures).toEqual(['$.pay: was an object, is now "3000"']);
    expect(diffRecord({ n: 0 }, { n: null }).failures).toEqual(["$.n: was 0, is now null"]);
  });

  it("lets background work fill in a notification's mailedAt between the reads, but not undo or change it", () => {
    const note = { id: "n1", mailedAt: null };
    expect(diffRecord(note, { ...note, mailedAt: "2026-11-28T17:38:44.136Z" }).failures).toEqual([]);
    expect(diffRecord({ ...note, mailedAt: "t1" }, note).failures).toEqual(['$.mailedAt: was "t1", is now null']);
    expect(diffRecord({ ...note, mailedAt: "t1" }, { ...note, mailedAt: "t2" }).failures).toHaveLength(1);
    expect(diffRecord({ readAt: null }, { readAt: "t1" }).failures).toEqual(['$.readAt: was null, is now "t1"']);
  });

  it("fails a record whose status or JSON changed and a file whose bytes changed, and names it", () => {
    const before = {
      records: { "ada: cv": { status: 200, json: job }, "ada: me": { status: 200, json: { id: "a" } } },
      files: { "ada reads cv pdf": { status: 200, sha256: "aa" } },
    };
    const after = {
      records: { "ada: cv": { status: 200, json: { ...job, title: "x" } }, "ada: me": { status: 404, json: {} } },
      files: { "ada reads cv pdf": { status: 200, sha256: "bb" } },
    };
    const failed = compareReadBacks(before, after).filter((check) => !check.ok);
    expect(failed.map((check) => [check.name, check.failures[0]])).toEqual([
      ["ada: cv", '$.title: was "Robotics intern", is now "x"'],
      ["ada: me", "status was 200, is now 404"],
      ["file: ada reads cv pdf", "bytes changed: sha256 was aa, is now bb"],
    ]);
    expect(compareReadBacks(before, before).every((check) => check.ok)).toBe(true);
  });

  it("leaves out only what changes between two reads of the same record: signatures of file addresses", () => {
    expect(
      normalize({ url: "/api/files/f1/content?expires=1&signature=abc", exportedAt: "now", name: "cv.pdf" }),
    ).toEqual({ url: "/api/files/f1/content", name: "cv.pdf" });
  });
});

describe("the upgrade test's table comparison", () => {
  const dump = (rows) => ({ "public.jobs": { key: ["id"], rows } });
  const rows = [
    { id: "j1", company_id: "c1", title: "A", updated_at: "t1" },
    { id: "j2", company_id: "c1", title: "B", updated_at: "t1" },
  ];

  it("passes kept rows, changed non-key columns, new rows and new columns", () => {
    const after = [{ ...rows[0], updated_at: "t2", extra: 1 }, rows[1], { id: "j3", company_id: "c2" }];
    expect(compareDumps(dump(rows), dump(after)).every((check) => check.ok)).toBe(true);
  });

  it("fails a table that went, a row that went, and a changed key column", () => {
    expect(compareDumps(dump(rows), {})[0].failures).toEqual(["table is gone"]);
    expect(compareDumps(dump(rows), dump([rows[0]]))[0].failures).toEqual(['row ["j2"] is gone']);
    expect(compareDumps(dump(rows), dump([rows[0], { ...rows[1], company_id: "c9" }]))[0].failures).toEqual([
      'row ["j2"]: company_id was "c1", is now "c9"',
    ]);
    expect(compareDumps(dump(rows), dump([]), { transient: ["public.jobs"] })[0].ok).toBe(true);
  });
});

describe("the previous release", () => {
  const releases = [
    { version: "1.0.0", commit: "a" },
    { version: "1.2.0", commit: "c" },
    { version: "1.1.0", commit: "b" },
  ];
  it("is the newest release older than the current version, whatever the order of releases.json", () => {
    expect(previousRelease(releases, "1.2.0")?.commit).toBe("b");
    expect(previousRelease(releases, "1.1.0")?.commit).toBe("a");
    expect(previousRelease(releases, "1.3.0-rc.1")?.commit).toBe("c");
    expect(previousRelease(releases, "1.0.0")).toBeNull();
  });
});

describe("the upgrade test's API operations check", () => {
  const document = (paths) => ({ paths });
  const old = document({ "/jobs": { get: {}, post: {} }, "/jobs/{id}": { get: {} } });

  it("passes the same operations and new ones, fails one that went", () => {
    expect(compareOperations(old, old).ok).toBe(true);
    expect(compareOperations(old, document({ ...old.paths, "/health/ready": { get: {} } })).ok).toBe(true);
    const gone = compareOperations(old, document({ "/jobs": { get: {} }, "/jobs/{id}": { get: {} } }));
    expect(gone.failures).toEqual(["POST /jobs is gone"]);
    expect(compareOperations(null, old).ok).toBe(false);
  });
});
