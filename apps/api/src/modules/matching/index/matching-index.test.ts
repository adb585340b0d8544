import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Candidate } from "@stint/shared/matching";
import type { JobListItem } from "@stint/shared/jobs";
import { companies, jobs, matchingChanges, students } from "../../../db/schema/index.ts";
import { it } from "../../../test/api-test.ts";
import { createCv, fullCv } from "../../../test/cv-fixtures.ts";
import { publishableJob } from "../../../test/job-fixtures.ts";
import type { TestClient } from "../../../test/test-app.ts";
import { ChangeFeed, pruneMatchingChanges } from "../../../db/change-feed.ts";

// The matching index against writes it did not make: each ranking sees every write committed before it.

const skills = [{ skillId: "rust", level: 4 }];

async function publishJob(client: TestClient) {
  const response = await client.post("/api/jobs", {
    ...publishableJob({ title: "Rust Intern", requiredSkills: [{ skillId: "rust", level: 3 }] }),
    publish: true,
  });
  expect(response.status).toBe(201);
  return response.json.id as string;
}

/** A published job and a student open to offers who match it, with what each side's ranking lists. */
async function rankedPair(fixtures: {
  signedInStudent: (options: { openToOffers: boolean }) => Promise<{ id: string; client: TestClient }>;
  signedInCompany: () => Promise<{ id: string; client: TestClient }>;
}) {
  const company = await fixtures.signedInCompany();
  const jobId = await publishJob(company.client);
  const student = await fixtures.signedInStudent({ openToOffers: true });
  await createCv(
    student.client,
    fullCv({ skills, desiredTypes: [], preferredPlaces: [], availableFrom: null, availableTo: null }),
  );
  return {
    company,
    student,
    jobId,
    jobItems: async () =>
      (await student.client.get("/api/matching/jobs?limit=50")).json.items as { job: JobListItem }[],
    candidateItems: async () =>
      (await company.client.get(`/api/matching/candidates?jobId=${jobId}&limit=50`)).json.items as Candidate[],
  };
}

describe("the matching index", () => {
  it("drops a job closed and a student closed to offers by a write from elsewhere, and takes them back", async ({
    db,
    signedInStudent,
    signedInCompany,
  }) => {
    const { student, jobId, jobItems, candidateItems } = await rankedPair({ signedInStudent, signedInCompany });
    const listedJobs = async () => (await jobItems()).map((item) => item.job.id);
    const listedStudents = async () => (await candidateItems()).map((item) => item.student.id);

    expect(await listedJobs()).toContain(jobId);
    expect(await listedStudents()).toContain(student.id);

    // Written straight to the database, as another API process would.
    await db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, jobId));
    await db.update(students).set({ openToOffers: false }).where(eq(students.id, student.id));
    expect(await listedJobs()).not.toContain(jobId);
    expect(await listedStudents()).not.toContain(student.id);

    await db.update(jobs).set({ status: "published" }).where(eq(jobs.id, jobId));
    await db.update(students).set({ openToOffers: true }).where(eq(students.id, student.id));
    expect(await listedJobs()).toContain(jobId);
    expect(await listedStudents()).toContain(student.id);
  });

  it("shows the cards it keeps as they are now: a job edited, its company renamed, a student renamed", async ({
    db,
    signedInStudent,
    signedInCompany,
  }) => {
    const { company, student, jobId, jobItems, candidateItems } = await rankedPair({
      signedInStudent,
      signedInCompany,
    });
    const jobCard = async () => (await jobItems()).find((item) => item.job.id === jobId)?.job;
    const studentCard = async () => (await candidateItems()).find((item) => item.student.id === student.id)?.student;
    expect((await jobCard())?.title).toBe("Rust Intern");

    // Written straight to the database, as another API process would.
    await db.update(jobs).set({ title: "Rust Intern (2027)", positions: 4 }).where(eq(jobs.id, jobId));
    await db.update(companies).set({ name: "Renamed Robotics" }).where(eq(companies.id, company.id));
    await db
      .update(students)
      .set({ name: "Renamed Student", university: "ETH Zürich" })
      .where(eq(students.id, student.id));
    expect(await jobCard()).toMatchObject({
      title: "Rust Intern (2027)",
      positions: 4,
      company: { id: company.id, name: "Renamed Robotics" },
    });
    expect(await studentCard()).toMatchObject({ name: "Renamed Student", university: "ETH Zürich" });

    // A company write that changes nothing its cards show marks no job changed.
    // The first read may repeat changes from before the restart (while any transaction on the server is older
    // than them, by design): it is drained first.
    const feed = new ChangeFeed();
    await feed.restart(db);
    await feed.read(db);
    await db.update(companies).set({ description: "Robots, still." }).where(eq(companies.id, company.id));
    expect(await feed.read(db)).toEqual([]);
  });

  it("reads each committed change once, a job's by its id and a CV's by its student", async ({
    db,
    signedInStudent,
    signedInCompany,
  }) => {
    const feed = new ChangeFeed();
    await feed.restart(db);
    const company = await signedInCompany();
    const jobId = await publishJob(company.client);
    const student = await signedInStudent();
    await createCv(student.client, fullCv({ skills }));

    const changes = await feed.read(db);
    expect(changes).toContainEqual({ entity: "job", entityId: jobId });
    expect(changes).toContainEqual({ entity: "student", entityId: student.id });
    expect(await feed.read(db)).toEqual([]);

    await db.update(jobs).set({ title: "Rust Intern (2027)" }).where(eq(jobs.id, jobId));
    expect(await feed.read(db)).toEqual([{ entity: "job", entityId: jobId }]);
  });

  it("finds a change whose transaction commits after a later change was read", async ({
    app,
    db,
    signedInStudent,
    signedInCompany,
  }) => {
    // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
    if (app.deps.database.kind !== "postgres") return;
    const company = await signedInCompany();
    const jobId = await publishJob(company.client);
    const student = await signedInStudent();
    const feed = new ChangeFeed();
    await feed.restart(db);
    await feed.read(db); // the set-up's changes, repeated while another database's transaction is older
    await db.transaction(async (tx) => {
      await tx.update(jobs).set({ title: "Written first, committed last" }).where(eq(jobs.id, jobId));
      // Another connection writes and commits meanwhile: a later change, read before the first commits...
      await db.update(students).set({ bio: "Written second, committed first" }).where(eq(students.id, student.id));
      expect(await feed.read(db)).toEqual([{ entity: "student", entityId: student.id }]);
    });
    // ...and the first change is still found once it commits.
    expect(await feed.read(db)).toEqual([{ entity: "job", entityId: jobId }]);
  });

  it("prunes only changes older than every reader needs", async ({ db }) => {
    const [old] = await db
      .insert(matchingChanges)
      .values({ entity: "reset", changedAt: sql`now() - interval '1 hour'` })
      .returning({ seq: matchingChanges.seq });
    const [recent] = await db
      .insert(matchingChanges)
      .values({ entity: "reset" })
      .returning({ seq: matchingChanges.seq });
    await pruneMatchingChanges(db);
    const left = (await db.select({ seq: matchingChanges.seq }).from(matchingChanges)).map((row) => row.seq);
    expect(left).not.toContain(old!.seq);
    expect(left).toContain(recent!.seq);
  });
});
