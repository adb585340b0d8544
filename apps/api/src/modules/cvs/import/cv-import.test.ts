import { cvImportDraftSchema } from "@stint/shared/cv-import";
import { count, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Db } from "../../../db/client.ts";
import { cvs } from "../../../db/schema/index.ts";
import { upload } from "../../../test/cv-fixtures.ts";
import {
  deepNestingPdf,
  encryptedPdf,
  manyPagesPdf,
  noTextPdf,
  SAMPLE_CV_LINES,
  textPdf,
  wallOfTextPdf,
} from "../../../test/cv-import-pdfs.ts";
import { it } from "../../../test/api-test.ts";
import type { TestClient } from "../../../test/test-app.ts";
import { storeFile } from "../../files/store-file.ts";
import { pdfWorkerCount } from "./pdf-text.ts";

const PATH = "/api/cvs/import";

function sendPdf(client: TestClient, bytes: Uint8Array, field = "file") {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: "application/pdf" }), "cv.pdf");
  return client.request("POST", PATH, { form });
}

let student: { client: TestClient; id: string };
let samplePdf: Uint8Array;
it.beforeAll(async ({ signedInStudent }) => {
  student = await signedInStudent();
  samplePdf = await textPdf(SAMPLE_CV_LINES);
  // The first read starts PDF.js in its worker; the limits below are about reading, not that start.
  expect((await sendPdf(student.client, samplePdf)).status).toBe(200);
});

async function cvCount(db: Db, studentId: string) {
  const [row] = await db.select({ n: count() }).from(cvs).where(eq(cvs.studentId, studentId));
  return row!.n;
}

describe("POST /api/cvs/import", () => {
  it("reads an uploaded PDF into a draft of the CV form, and saves nothing", async ({ db }) => {
    const before = await cvCount(db, student.id);
    const response = await sendPdf(student.client, samplePdf);
    expect(response.status).toBe(200);
    const draft = cvImportDraftSchema.parse(response.json);
    expect(draft.contact).toEqual({
      name: "Lea Hoffmann",
      email: "lea.hoffmann@example.org",
      phone: "+49 176 2345 6789",
    });
    expect(draft.documentLanguage).toBe("de");
    expect(draft.experience).toEqual([
      {
        title: "Werkstudentin Datenanalyse",
        organisation: "Allianz SE",
        start: "2023-10",
        end: null,
        ongoing: true,
        description: "Dashboards mit Python und SQL gebaut",
      },
    ]);
    expect(draft.education).toEqual([
      {
        school: "Technische Universität München",
        degreeLevel: "bachelor",
        field: "Wirtschaftsinformatik",
        start: "2021-10",
        end: "2024-09",
        grade: "",
      },
    ]);
    expect(draft.skills.map((skill) => skill.skillId).sort()).toEqual(["git", "python", "sql", "tableau"]);
    expect(draft.languages).toEqual([
      { language: "de", level: "C2" },
      { language: "en", level: "C1" },
    ]);
    expect(await cvCount(db, student.id)).toBe(before);
  });

  it("reads one of the student's own stored CV files by its id", async ({ app }) => {
    const file = await storeFile({
      deps: app.deps,
      ownerId: student.id,
      purpose: "cv",
      name: "cv.pdf",
      body: samplePdf,
    });
    const response = await student.client.post(PATH, { fileId: file.id });
    expect(response.status).toBe(200);
    expect(response.json.contact.email).toBe("lea.hoffmann@example.org");
  });

  it("answers 404 for another student's file, and 400 for a fileId that is no id", async ({ app, signedInStudent }) => {
    const other = await signedInStudent();
    const theirs = await upload(app.deps, { ownerId: other.id });
    const response = await student.client.post(PATH, { fileId: theirs });
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe("object-not-found");
    const avatar = await upload(app.deps, { ownerId: student.id, purpose: "avatar" });
    expect((await student.client.post(PATH, { fileId: avatar })).status).toBe(404);
    const bad = await student.client.post(PATH, { fileId: "not-an-id" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty("fileId");
    expect((await student.client.post(PATH, { fileId: theirs, extra: 1 })).status).toBe(400);
  });

  it("is for students only: a company gets 403, the signed-out 401", async ({ app, signedInCompany }) => {
    const company = await signedInCompany();
    expect((await sendPdf(company.client, samplePdf)).status).toBe(403);
    const signedOut = await app.client();
    expect((await sendPdf(signedOut, samplePdf)).status).toBe(401);
  });

  it("refuses what is not a PDF (told from its bytes) with 415, another field or no file with 400", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    const notPdf = await sendPdf(student.client, png);
    expect(notPdf.status).toBe(415);
    expect(notPdf.json.error.code).toBe("unsupported-type");
    const text = await sendPdf(student.client, Buffer.from("%PDX not really a PDF, only text"));
    expect(text.status).toBe(415);
    const otherField = await sendPdf(student.client, samplePdf, "attachment");
    expect(otherField.status).toBe(400);
    expect(otherField.json.error.fields).toHaveProperty("file");
  });

  it("answers 413 for a file larger than a CV may be, before reading it", async () => {
    const response = await sendPdf(
      student.client,
      Buffer.concat([Buffer.from(samplePdf), Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe("file-too-large");
  });

  it.each([
    ["a picture only", () => noTextPdf("image")],
    ["a vector drawing only", () => noTextPdf("drawing")],
  ])("answers 422 pdf_no_text for %s (a scan has no text to read)", async (_kind, make) => {
    const response = await sendPdf(student.client, await make());
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe("pdf_no_text");
  });
});

describe("hostile PDFs", () => {
  it.each([
    ["encrypted with a password", () => encryptedPdf()],
    ["10,000 pages", () => manyPagesPdf(10_000)],
    ["nested 100,000 deep", () => deepNestingPdf(100_000)],
    ["a wall of text of 9.5 MB", () => wallOfTextPdf(9.5 * 1024 * 1024)],
    ["broken bytes after the header", () => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(50_000, 0x7b)])],
  ])("ends %s in 422 pdf_unreadable within 5 s, and leaves no worker busy", async (_kind, make) => {
    const bytes = make();
    const started = performance.now();
    const response = await sendPdf(student.client, bytes);
    const took = performance.now() - started;
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe("pdf_unreadable");
    expect(took).toBeLessThan(5_000);
    const workers = pdfWorkerCount();
    expect(workers.busy).toBe(0);
    expect(workers.alive).toBeLessThanOrEqual(3);
  });
});
