import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { companies, files } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import type { TestClient } from "../../test/test-app.ts";
import { fileUrl } from "../../lib/file-url.ts";
import { publishableJob } from "../../test/job-fixtures.ts";

let owner: TestClient;
let reader: TestClient;
let companyId: string;
let logoUrl: string;
let jobId: string;

// The logo is set in the database directly: uploading is the files module's business, showing it is ours.
it.beforeAll(async ({ db, signedInCompany, signedInStudent }) => {
  const company = await signedInCompany({ name: "Logo Works" });
  owner = company.client;
  companyId = company.id;
  reader = (await signedInStudent()).client;
  const created = await owner.post("/api/jobs", { ...publishableJob({ title: "Kiwi Tamer" }), publish: true });
  jobId = created.json.id;
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
