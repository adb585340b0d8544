import { expect } from "vitest";
import type { TestClient } from "./test-app.ts";

// Test data only: a CV and a job that match on one skill alone (no wishes, places or dates to weigh), and a
// job's candidates as GET /api/matching/candidates lists them.

/** A CV with Rust and nothing else that could rank it: every student with it matches `rustJob` alike. */
export const rustCv = {
  skills: [{ skillId: "rust", level: 4 }],
  desiredTypes: [],
  preferredPlaces: [],
  availableFrom: null,
  availableTo: null,
};

export const rustJob = { title: "Rust Intern", requiredSkills: [{ skillId: "rust", level: 3 }] };

/** A candidate as the list gives it: the parts the tests read. */
export type CandidateItem = {
  student: { id: string };
  cvId: string;
  match: { score: number };
  application: { id: string; status: string; overdue: boolean } | null;
  invitation: { id: string; status: string } | null;
  matched: { id: string; since: string } | null;
};

/** GET /api/matching/candidates?`query` as `client`, which must answer 200. */
export async function listCandidates(client: TestClient, query: string) {
  const response = await client.get(`/api/matching/candidates?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json as { items: CandidateItem[]; total: number; totalCapped: boolean };
}
