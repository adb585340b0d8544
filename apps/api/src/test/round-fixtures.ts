import { expect } from "vitest";
import { applied, company, job, moved, student, type Company, type Student } from "./application-fixtures.ts";
import type { TestApp } from "./test-app.ts";

// Test data for placement rounds: a round with two member companies, their jobs and shortlisted applicants.

const HOUR_MS = 3_600_000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

export function roundBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Summer programme 2027",
    rankingDeadline: hoursFromNow(72),
    confirmationDeadline: hoursFromNow(240),
    ...overrides,
  };
}

export async function createRound(owner: Company, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await owner.client.post("/api/rounds", roundBody(overrides));
  expect(response.status, response.text).toBe(201);
  return response.json.id as string;
}

/** A call on the round that must succeed (200), answering the round. */
export async function ok(response: { status: number; text: string; json: any }) {
  expect(response.status, response.text).toBe(200);
  return response.json;
}

export type Programme = {
  roundId: string;
  a: Company;
  b: Company;
  /** A's job with 2 places, B's with 1. */
  jobA: string;
  jobB: string;
  students: Student[];
  /** applications[i][job] of students[i]. */
  applications: Record<string, string>[];
};

/**
 * Company A's round with company B as a member, A's job (2 places) and B's (1 place), and `count` students
 * who applied to both and were shortlisted by both. Not opened yet.
 */
export async function programme(app: TestApp, count = 4): Promise<Programme> {
  const a = await company(app, "Alpha Robotics");
  const b = await company(app, "Beta Labs");
  const jobA = await job(a, { title: "Robotics intern", positions: 2 });
  const jobB = await job(b, { title: "Lab intern", positions: 1 });
  const roundId = await createRound(a);
  await ok(await a.client.post(`/api/rounds/${roundId}/members`, { companyId: b.id }));
  await ok(await b.client.put(`/api/rounds/${roundId}/membership`, { join: true }));
  await ok(await a.client.post(`/api/rounds/${roundId}/jobs`, { jobId: jobA }));
  await ok(await b.client.post(`/api/rounds/${roundId}/jobs`, { jobId: jobB }));
  const students: Student[] = [];
  const applications: Record<string, string>[] = [];
  for (let i = 0; i < count; i += 1) {
    const s = await student(app, { name: `Student ${i + 1}` });
    const toA = await applied(s, jobA);
    const toB = await applied(s, jobB);
    await moved(a, toA.id, { status: "shortlisted" });
    await moved(b, toB.id, { status: "shortlisted" });
    students.push(s);
    applications.push({ [jobA]: toA.id, [jobB]: toB.id });
  }
  return { roundId, a, b, jobA, jobB, students, applications };
}

export async function studentRanks(p: Programme, index: number, jobIds: string[]) {
  return ok(await p.students[index]!.client.put(`/api/rounds/${p.roundId}/ranking`, { jobIds }));
}

export async function jobRanks(owner: Company, p: Programme, jobId: string, studentIndexes: number[]) {
  const applicationIds = studentIndexes.map((index) => p.applications[index]![jobId]);
  return ok(await owner.client.put(`/api/rounds/${p.roundId}/jobs/${jobId}/ranking`, { applicationIds }));
}

/** The student's proposed place in the round, from their view of it. */
export async function placeOf(p: Programme, index: number) {
  const round = await ok(await p.students[index]!.client.get(`/api/rounds/${p.roundId}`));
  return round.student.outcome as { run: number; place: any; reasons: any[] } | null;
}
