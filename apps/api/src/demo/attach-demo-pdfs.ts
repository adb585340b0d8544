import { eq } from "drizzle-orm";
import { cvs } from "../db/schema/index.ts";
import { storeFile, type StoreFileDeps } from "../modules/files/store-file.ts";
import type { BulkCv } from "./generate-cvs.ts";
import { renderCvPdf } from "./render-cv-pdf.ts";

export type PdfDeps = StoreFileDeps;

/**
 * Gives some demo CVs an uploaded PDF: each is rendered, stored through the files service like an upload
 * (so it counts against the student's quota and downloads like any other) and attached to its CV. The CV
 * row keeps its `updatedAt`: attaching is part of creating the demo, not an edit. Returns how many.
 */
export async function attachDemoPdfs(options: {
  deps: PdfDeps;
  cvs: readonly { id: string; cv: BulkCv; name: string; email: string }[];
  now: Date;
}): Promise<number> {
  const { deps } = options;
  const fileIds: [cvId: string, fileId: string][] = [];
  // One at a time: overlapping them saves a little on PGlite but holds a connection each on PostgreSQL.
  for (const { id, cv, name, email } of options.cvs) {
    const body = await renderCvPdf({ name, email, cv: cv.fields, date: options.now });
    const file = await storeFile({
      deps,
      ownerId: cv.studentId,
      purpose: "cv",
      name: `${name.replace(/[^\p{L}\p{N}]+/gu, "-")}-CV.pdf`,
      body,
    });
    fileIds.push([id, file.id]);
  }
  await deps.database.db.transaction(async (tx) => {
    for (const [cvId, fileId] of fileIds) await tx.update(cvs).set({ fileId }).where(eq(cvs.id, cvId));
  });
  return fileIds.length;
}
