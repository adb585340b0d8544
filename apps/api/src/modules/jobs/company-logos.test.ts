import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, files } from "../../db/schema/index.ts";
import { createTestApp, signUpCompany, signUpStudent, type TestClient } from "../../test/test-app.ts";
import { fileUrl } from "../../lib/file-url.ts";
import { publishableJob } from "../../test/job-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestClient;
let reader: TestClient;
let companyId: string;
let logoUrl: string;
let jobId: string;

// The logo is set in the database directly: uploading is the files module's business, showing it is ours.
beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  companyId = (await signUpCompany(owner, { name: "Logo Works" })).me.user.id;
  reader = t.client();
  await signUpStudent(reader);
  const created = await owner.post("/api/jobs", { ...publishableJob({ title: "Kiwi Tamer" }), publish: true });
  jobId = created.json.id;
  const db = t.deps.database.db;
  const [file] = await db
    .insert(files)
    .values({
      ownerId: companyId,
      purpose: "logo",
      name: "logo.png",
      size: 1234,
      contentType: "image/png",
      storageKey: `logos/${companyId}`,
    })
    .returning({ id: files.id });
  await db.update(companies).set({ logoFileId: file!.id }).where(eq(companies.id, companyId));
  logoUrl = fileUrl(file!.id);
});
afterAll(async () => {
  await t.close();
});

describe("company logos", () => {
  it("come with the job, the search results and the company's own list", async () => {
    expect((await reader.get(`/api/jobs/${jobId}`)).json.company.logoUrl).toBe(logoUrl);
    const found = (await reader.get("/api/jobs?q=kiwi")).json.items;
    expect(found.map((item: { company: { logoUrl: string } }) => item.company.logoUrl)).toEqual([logoUrl]);
    const own = (await owner.get("/api/jobs?mine=true")).json.items;
    expect(own.map((item: { company: { logoUrl: string } }) => item.company.logoUrl)).toEqual([logoUrl]);
  });

  it("come with the company page and its open jobs", async () => {
    const profile = (await reader.get(`/api/companies/${companyId}`)).json;
    expect(profile.company.logoUrl).toBe(logoUrl);
    expect(profile.openJobs[0].company.logoUrl).toBe(logoUrl);
  });
});
