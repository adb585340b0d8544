import { expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { fullCv } from "../../test/cv-fixtures.ts";
import { GOOD_PASSWORD } from "../../test/test-app.ts";
import { PRIVATE_NO_STORE } from "./private-responses.ts";

it("answers a signed-in caller's private reads and sign-ins with Cache-Control: private, no-store", async ({
  app,
  signedInStudent,
  signedInCompany,
}) => {
  const student = await signedInStudent();
  const company = await signedInCompany();
  const cv = await student.client.post("/api/cvs", fullCv());
  expect(cv.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  const reads = [
    "/api/me",
    "/api/me/export",
    "/api/cvs",
    `/api/cvs/${cv.json.id}`,
    "/api/files",
    "/api/applications",
    "/api/invitations",
    "/api/matches",
    "/api/notifications",
    "/api/ratings",
    "/api/auth/get-session",
  ];
  for (const url of reads) {
    const response = await student.client.get(url);
    // The files list and better-auth's session say no-store themselves, which is as private.
    const expected = url === "/api/files" || url.startsWith("/api/auth/") ? "no-store" : PRIVATE_NO_STORE;
    expect([url, response.status < 500, response.headers.get("cache-control")]).toEqual([url, true, expected]);
  }
  const filters = await company.client.get("/api/saved-filters");
  expect(filters.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  // Errors to a signed-in caller too, and a sign-in's answer (it sets the session cookie).
  expect((await student.client.get("/api/cvs/00000000-0000-0000-0000-000000000000")).headers.get("cache-control")).toBe(
    PRIVATE_NO_STORE,
  );
  const signIn = await app.client().post("/api/auth/sign-in/email", { email: student.email, password: GOOD_PASSWORD });
  expect(signIn.status).toBe(200);
  expect(signIn.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);

  // Public catalogues keep their own caching; a signed-out read has nothing private.
  expect((await student.client.get("/api/places?q=Zur")).headers.get("cache-control")).not.toBe(PRIVATE_NO_STORE);
  expect((await app.client().get("/api/jobs")).headers.get("cache-control")).toBeNull();
});
