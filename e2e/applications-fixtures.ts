// Helpers of the specs where students apply and companies answer or invite through the API (the screen under
// test being the other side's).
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { apiHeaders } from "./jobs-fixtures.ts";

/** The signed-in student of `request` applies (with their primary CV unless `cvId` is given). */
export async function apply(request: APIRequestContext, body: { jobId: string; cvId?: string; note?: string }) {
  const response = await request.post("/api/applications", { data: body, headers: apiHeaders });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** The signed-in company of `request` moves an application of one of its jobs to `status`. */
export async function moveApplication(request: APIRequestContext, applicationId: string, status: string) {
  const response = await request.post(`/api/applications/${applicationId}/status`, {
    data: { status },
    headers: apiHeaders,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The signed-in company of `request` invites a student; the response is returned, as some tests expect a refusal. */
export function invite(request: APIRequestContext, body: { jobId: string; studentId: string; message: string }) {
  return request.post("/api/invitations", { data: body, headers: apiHeaders });
}
