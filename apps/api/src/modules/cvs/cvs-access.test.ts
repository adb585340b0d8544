import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { cvs } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import type { TestClient } from "../../test/test-app.ts";
import { createCv, fileExists, fullCv, upload } from "../../test/cv-fixtures.ts";

// Who may read or change a CV, and which files a CV may point at.

let open: { client: TestClient; id: string };
let closed: { client: TestClient; id: string };
let company: TestClient;
it.beforeAll(async ({ signedInStudent, signedInCompany }) => {
  open = await signedInStudent({ openToOffers: true });
  closed = await signedInStudent({ openToOffers: false });
  company = (await signedInCompany()).client;
});
const NO_CV = "00000000-0000-4000-8000-000000000000";

describe("reading a CV", () => {
  it("shows a company the CV of a student open to offers, and nothing of a closed one's", async () => {
    const visible = await createCv(open.client, fullCv());
    const hidden = await createCv(closed.client, fullCv());
    const read = await company.get(`/api/cvs/${visible.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ ...visible, student: expect.any(Object) });
    const refused = await company.get(`/api/cvs/${hidden.id}`);
    expect(refused.status).toBe(404);
    expect(refused.json.error).toMatchObject({ code: "not-found", message: "This CV was not found." });
  });

  it("tells a company whose CV it reads (name, picture, studies), and the student nothing new", async ({
    signedInStudent,
  }) => {
    const anna = await signedInStudent({
      name: "Anna Keller",
      openToOffers: true,
      university: "ETH Zürich",
      fieldOfStudy: "Robotics",
    });
    const cv = await createCv(anna.client, fullCv());
    const read = await company.get(`/api/cvs/${cv.id}`);
    expect(read.status).toBe(200);
    expect(read.json.student).toEqual({
      name: "Anna Keller",
      avatarUrl: null,
      university: "ETH Zürich",
      fieldOfStudy: "Robotics",
    });
    const own = await anna.client.get(`/api/cvs/${cv.id}`);
    expect(own.json).not.toHaveProperty("student");
  });

  it("hides a CV from other students, even one open to offers", async () => {
    const cv = await createCv(open.client, fullCv());
    expect((await closed.client.get(`/api/cvs/${cv.id}`)).status).toBe(404);
    expect((await open.client.get(`/api/cvs/${cv.id}`)).status).toBe(200);
  });

  it("asks the signed-out to sign in before saying anything about the CV", async ({ app }) => {
    const cv = await createCv(open.client);
    for (const id of [cv.id, NO_CV, "not-a-uuid"]) {
      const response = await app.client().get(`/api/cvs/${id}`);
      expect(response.status, id).toBe(401);
      expect(response.json.error.code).toBe("unauthenticated");
    }
  });

  it("answers 404, never 500, for ids that are not CVs", async () => {
    for (const id of [NO_CV, "42", "not-a-uuid", "'; drop table cvs; --"]) {
      const path = `/api/cvs/${encodeURIComponent(id)}`;
      expect((await open.client.get(path)).status, id).toBe(404);
      expect((await open.client.patch(path, { title: "New title" })).status, id).toBe(404);
      expect((await open.client.delete(path)).status, id).toBe(404);
    }
  });
});

describe("changing a CV", () => {
  it("is for its student only: others get 404 and nothing changes", async ({ app }) => {
    const cv = await createCv(open.client, fullCv());
    for (const client of [closed.client, company]) {
      expect((await client.patch(`/api/cvs/${cv.id}`, { title: "Hijacked" })).status).toBe(404);
      expect((await client.patch(`/api/cvs/${cv.id}`, { isPrimary: true })).status).toBe(404);
      expect((await client.delete(`/api/cvs/${cv.id}`)).status).toBe(404);
    }
    const signedOut = app.client();
    expect((await signedOut.patch(`/api/cvs/${cv.id}`, { title: "Hijacked" })).status).toBe(401);
    expect((await signedOut.delete(`/api/cvs/${cv.id}`)).status).toBe(401);
    expect((await signedOut.post("/api/cvs", { title: "Anonymous" })).status).toBe(401);
    expect((await open.client.get(`/api/cvs/${cv.id}`)).json).toEqual(cv);
  });

  it("does not let another student make someone's CV primary through their own request", async ({
    db,
    signedInStudent,
  }) => {
    const { client, id } = await signedInStudent();
    const own = await createCv(client);
    const theirs = await createCv(open.client);
    expect((await client.patch(`/api/cvs/${theirs.id}`, { isPrimary: true })).status).toBe(404);
    const [row] = await db.select().from(cvs).where(eq(cvs.id, own.id));
    expect(row!.isPrimary).toBe(true);
    expect(row!.studentId).toBe(id);
  });
});

describe("a CV's PDF", () => {
  it("attaches the student's own CV upload and describes it in the response", async ({ app, signedInStudent }) => {
    const { client, id } = await signedInStudent();
    const fileId = await upload(app.deps, { ownerId: id, name: "lebenslauf.pdf" });
    const cv = await createCv(client, { fileId });
    expect(cv.fileId).toBe(fileId);
    expect(cv.file).toEqual({
      id: fileId,
      purpose: "cv",
      name: "lebenslauf.pdf",
      size: expect.any(Number),
      contentType: "application/pdf",
      url: `/api/files/${fileId}`,
      createdAt: expect.any(String),
    });
    expect((await client.get(`/api/cvs/${cv.id}`)).json.file).toEqual(cv.file);
  });

  it("goes by a neutral name for a company, in the CV and in the download, never the student's own", async ({
    app,
  }) => {
    const fileId = await upload(app.deps, { ownerId: open.id, name: "Lena-Meier-CV.pdf" });
    const cv = await createCv(open.client, { ...fullCv(), fileId });
    const seen = await company.get(`/api/cvs/${cv.id}`);
    expect(seen.json.file).toMatchObject({ name: "CV.pdf", url: `/api/files/${fileId}` });
    const link = await company.get(`/api/files/${fileId}`);
    expect(link.status).toBe(302);
    const location = link.headers.get("location")!;
    expect(location).not.toContain("Lena");
    const download = await app.client().get(location);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain('filename="CV.pdf"');
    expect(download.headers.get("content-disposition")).not.toContain("Lena");
    // Dropping the neutral naming from the link breaks its signature.
    expect((await app.client().get(location.replace("&name=neutral", ""))).status).toBe(403);
    // The student still sees and downloads their own name.
    const own = await open.client.get(`/api/files/${fileId}`);
    const ownDownload = await app.client().get(own.headers.get("location")!);
    expect(ownDownload.headers.get("content-disposition")).toContain("Lena-Meier-CV.pdf");
  });

  it("refuses someone else's file, a file for another purpose and an unknown id, on create and on edit", async ({
    app,
    signedInStudent,
  }) => {
    const { client, id } = await signedInStudent();
    const cv = await createCv(client);
    const bad = [
      await upload(app.deps, { ownerId: open.id }),
      await upload(app.deps, { ownerId: id, purpose: "avatar" }),
      NO_CV,
    ];
    for (const fileId of bad) {
      const created = await client.post("/api/cvs", { title: "With PDF", fileId });
      expect(created.status, fileId).toBe(400);
      expect(created.json.error.fields).toEqual({ fileId: "Upload the PDF again." });
      const patched = await client.patch(`/api/cvs/${cv.id}`, { fileId });
      expect(patched.status, fileId).toBe(400);
      expect(patched.json.error.fields).toEqual({ fileId: "Upload the PDF again." });
    }
    expect((await client.get("/api/cvs")).json.items).toHaveLength(1);
    expect((await client.get(`/api/cvs/${cv.id}`)).json.fileId).toBeNull();
  });

  it("is deleted with the last CV that uses it, and kept while another CV does", async ({ app, signedInStudent }) => {
    const { client, id } = await signedInStudent();
    const fileId = await upload(app.deps, { ownerId: id });
    const first = await createCv(client, { fileId });
    const second = await createCv(client, { fileId });
    expect(await fileExists(app.deps, fileId)).toEqual({ row: true, bytes: true });

    expect((await client.delete(`/api/cvs/${first.id}`)).status).toBe(204);
    expect(await fileExists(app.deps, fileId)).toEqual({ row: true, bytes: true });
    expect((await client.get(`/api/cvs/${second.id}`)).json.file.id).toBe(fileId);

    expect((await client.delete(`/api/cvs/${second.id}`)).status).toBe(204);
    expect(await fileExists(app.deps, fileId)).toEqual({ row: false, bytes: false });
  });

  it("is deleted when an edit replaces or removes it and no other CV uses it", async ({ app, signedInStudent }) => {
    const { client, id } = await signedInStudent();
    const [old, replacement, shared] = [
      await upload(app.deps, { ownerId: id }),
      await upload(app.deps, { ownerId: id }),
      await upload(app.deps, { ownerId: id }),
    ];
    const cv = await createCv(client, { fileId: old });
    await createCv(client, { fileId: shared });
    const exists = async (fileId: string) => (await fileExists(app.deps, fileId)).bytes;

    const replaced = await client.patch(`/api/cvs/${cv.id}`, { fileId: replacement });
    expect(replaced.status).toBe(200);
    expect(replaced.json.file.id).toBe(replacement);
    expect(await exists(old)).toBe(false);

    expect((await client.patch(`/api/cvs/${cv.id}`, { fileId: shared })).status).toBe(200);
    expect(await exists(replacement)).toBe(false);
    const removed = await client.patch(`/api/cvs/${cv.id}`, { fileId: null });
    expect(removed.json).toMatchObject({ fileId: null, file: null });
    expect(await exists(shared)).toBe(true);
  });
});
