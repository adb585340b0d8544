import { appliedToNewJob, type Company, type Student } from "./application-fixtures.ts";
import { newCompany, type TestApp } from "./test-app.ts";

// Test data only: a shortlisted application and interviews proposed from it.

const HOUR_MS = 3_600_000;

/** An ISO instant `hours` from now, on the minute. */
export const hoursFromNow = (hours: number) =>
  new Date(Math.floor((Date.now() + hours * HOUR_MS) / 60_000) * 60_000).toISOString();

export const proposalBody = (overrides: Record<string, unknown> = {}) => ({
  slots: [
    { startsAt: hoursFromNow(72), durationMinutes: 45 },
    { startsAt: hoursFromNow(96), durationMinutes: 60 },
  ],
  timeZone: "Europe/Zurich",
  location: { kind: "video", url: "https://meet.example/stint-interview" },
  note: "You will meet our lead engineer.",
  ...overrides,
});

export type InterviewCompany = Company & { email: string };
export type InterviewPair = { company: InterviewCompany; student: Student; applicationId: string; jobId: string };

/** A company that keeps its sign-in address (its mails are looked for by it). */
export async function interviewCompany(app: TestApp, name = "Acme Robotics"): Promise<InterviewCompany> {
  const signedIn = await newCompany(app, { name, website: "https://acme.example" });
  return { client: signedIn.client, id: signedIn.id, name, email: signedIn.email };
}

/** A company, a new job of it and a new student whose application it shortlisted. */
export async function shortlistedPair(app: TestApp, owner?: InterviewCompany): Promise<InterviewPair> {
  const who = owner ?? (await interviewCompany(app));
  const { jobId, who: student, id } = await appliedToNewJob(app, who, { moves: [{ status: "shortlisted" }] });
  return { company: who, student, applicationId: id, jobId };
}

/** Proposes an interview from the pair's application, failing loudly when it does not succeed. */
export async function proposed(pair: InterviewPair, body: Record<string, unknown> = proposalBody()) {
  const response = await pair.company.client.post(`/api/applications/${pair.applicationId}/interviews`, body);
  if (response.status !== 201) throw new Error(`propose: ${response.status} ${response.text}`);
  return response.json as {
    id: string;
    slots: { id: string; startsAt: string; durationMinutes: number }[];
    sequence: number;
  };
}

/** Proposes and lets the student pick the first time. */
export async function scheduled(pair: InterviewPair, body: Record<string, unknown> = proposalBody()) {
  const interview = await proposed(pair, body);
  const response = await pair.student.client.post(`/api/interviews/${interview.id}/pick`, {
    slotId: interview.slots[0]!.id,
  });
  if (response.status !== 200) throw new Error(`pick: ${response.status} ${response.text}`);
  return response.json as typeof interview & { chosenSlotId: string; status: string };
}
