import type { Cv, CvListItem } from "@stint/shared/cvs";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cvs, files } from "../../db/schema/index.ts";
import { cvColumns, cvDto, cvListItemDto } from "./cv-dto.ts";

/** The student's CVs for their list: the primary first, then the most recently edited. One query, no join. */
export async function listCvs(options: { db: Db; studentId: string }): Promise<CvListItem[]> {
  const rows = await options.db
    .select({
      id: cvs.id,
      title: cvs.title,
      isPrimary: cvs.isPrimary,
      desiredTypes: cvs.desiredTypes,
      availableFrom: cvs.availableFrom,
      availableTo: cvs.availableTo,
      updatedAt: cvs.updatedAt,
      fileId: cvs.fileId,
      skillCount: sql<number>`cardinality(${cvs.skillIds})`.mapWith(Number),
    })
    .from(cvs)
    .where(eq(cvs.studentId, options.studentId))
    .orderBy(desc(cvs.isPrimary), desc(cvs.updatedAt), desc(cvs.id));
  return rows.map(cvListItemDto);
}

/** The account export: the student's CVs whole, with their PDFs' metadata, in the list's order. One query. */
export async function exportCvs(options: { db: Db; studentId: string }): Promise<Cv[]> {
  const rows = await options.db
    .select(cvColumns)
    .from(cvs)
    .leftJoin(files, eq(files.id, cvs.fileId))
    .where(eq(cvs.studentId, options.studentId))
    .orderBy(desc(cvs.isPrimary), desc(cvs.updatedAt), desc(cvs.id));
  return rows.map((row) => cvDto(row, options.studentId));
}
