import type { CvCreate } from "@stint/shared/cvs";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import type { Db } from "../db/client.ts";
import { cvs, files } from "../db/schema/index.ts";
import { type TestClient, ZURICH } from "./test-app.ts";
import { storeFile, type StoreFileDeps } from "../modules/files/store-file.ts";

// Test data only: CV bodies the API accepts, and helpers the CV test files share.

/** A CV with every field filled; override what a test is about. */
export function fullCv(overrides: Partial<CvCreate> = {}): CvCreate {
  return {
    title: "Robotics internship CV",
    summary: "Master's student in robotics, looking for an internship in autonomous navigation.",
    education: [
      {
        school: "ETH Zürich",
        degreeLevel: "master",
        field: "Robotics, Systems and Control",
        start: "2025-09",
        end: null,
        grade: "5.4 / 6",
      },
      {
        school: "EPFL",
        degreeLevel: "bachelor",
        field: "Mechanical Engineering",
        start: "2022-09",
        end: "2025-07",
        grade: "",
      },
    ],
    experience: [
      {
        title: "Teaching assistant",
        organisation: "ETH Zürich",
        start: "2025-09",
        end: "2026-02",
        description: "Exercise classes in control systems.",
      },
    ],
    skills: [
      { skillId: "python", level: 4 },
      { skillId: "typescript", level: 3 },
    ],
    languages: [
      { language: "de", level: "C2" },
      { language: "en", level: "C1" },
    ],
    desiredTypes: ["internship", "working-student"],
    desiredWorkModes: ["hybrid", "on-site"],
    preferredPlaces: [ZURICH],
    radiusKm: 30,
    willingToRelocate: true,
    availableFrom: "2026-09-01",
    availableTo: "2027-02-28",
    fileId: null,
    ...overrides,
  };
}

export async function createCv(client: TestClient, body: Partial<CvCreate> = {}) {
  const response = await client.post("/api/cvs", { title: "My CV", ...body });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
  return response.json;
}

/** The student's primary CVs as stored: the invariant says there is exactly one when there are CVs. */
export async function primaryIds(db: Db, studentId: string): Promise<string[]> {
  const rows = await db.select({ id: cvs.id, isPrimary: cvs.isPrimary }).from(cvs).where(eq(cvs.studentId, studentId));
  return rows.filter((row) => row.isPrimary).map((row) => row.id);
}

// The smallest PNG there is (1×1), for an upload that is a picture rather than a PDF.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Stores a file through the files service, as an upload does; a real one-page PDF unless it is an avatar. */
export async function upload(
  deps: StoreFileDeps,
  options: { ownerId: string; purpose?: "cv" | "avatar"; name?: string },
): Promise<string> {
  const purpose = options.purpose ?? "cv";
  let body: Uint8Array = PNG;
  if (purpose === "cv") {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    body = await pdf.save();
  }
  const file = await storeFile({ deps, ownerId: options.ownerId, purpose, name: options.name ?? "cv.pdf", body });
  return file.id;
}

/** Whether a file still has its row and its bytes. */
export async function fileExists(deps: StoreFileDeps, fileId: string): Promise<{ row: boolean; bytes: boolean }> {
  const [row] = await deps.database.db.select().from(files).where(eq(files.id, fileId));
  if (!row) return { row: false, bytes: false };
  const bytes = await deps.storage.get(row.storageKey).then(
    (object) => (object.body.destroy(), true),
    () => false,
  );
  return { row: true, bytes };
}
