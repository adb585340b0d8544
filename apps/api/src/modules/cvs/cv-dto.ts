import type { Cv, CvFields, CvListItem } from "@stint/shared/cvs";
import type { FileMeta } from "@stint/shared/files";
import { cvs, files } from "../../db/schema/index.ts";
import { fileUrl } from "../../lib/file-url.ts";
import { neutralName } from "../files/file-name.ts";

const ownColumns = {
  id: cvs.id,
  studentId: cvs.studentId,
  title: cvs.title,
  summary: cvs.summary,
  education: cvs.education,
  experience: cvs.experience,
  skills: cvs.skills,
  languages: cvs.languages,
  desiredTypes: cvs.desiredTypes,
  desiredWorkModes: cvs.desiredWorkModes,
  preferredPlaces: cvs.preferredPlaces,
  radiusKm: cvs.radiusKm,
  willingToRelocate: cvs.willingToRelocate,
  availableFrom: cvs.availableFrom,
  availableTo: cvs.availableTo,
  fileId: cvs.fileId,
  isPrimary: cvs.isPrimary,
  createdAt: cvs.createdAt,
  updatedAt: cvs.updatedAt,
};
const fileColumns = {
  filePurpose: files.purpose,
  fileName: files.name,
  fileSize: files.size,
  fileContentType: files.contentType,
  fileCreatedAt: files.createdAt,
};

/** The columns a CV response needs (never the derived `skillIds`), with its PDF's metadata from one left join. */
export const cvColumns = { ...ownColumns, ...fileColumns };

type RowOf<T extends Record<string, { _: { notNull: boolean; data: unknown } }>> = {
  [K in keyof T]: T[K]["_"]["notNull"] extends true ? T[K]["_"]["data"] : T[K]["_"]["data"] | null;
};
// The file's columns come from the outer side of the join: null when the CV has no PDF.
export type CvRow = RowOf<typeof ownColumns> & { [K in keyof typeof fileColumns]: RowOf<typeof fileColumns>[K] | null };

/** The fields a student edits, as the shared schemas type them. */
export function cvFieldsOf(row: CvRow): CvFields {
  return {
    title: row.title,
    summary: row.summary,
    education: row.education,
    experience: row.experience,
    skills: row.skills,
    languages: row.languages,
    desiredTypes: row.desiredTypes,
    desiredWorkModes: row.desiredWorkModes,
    preferredPlaces: row.preferredPlaces,
    radiusKm: row.radiusKm,
    willingToRelocate: row.willingToRelocate,
    availableFrom: row.availableFrom,
    availableTo: row.availableTo,
    fileId: row.fileId,
    isPrimary: row.isPrimary,
  };
}

function fileMetaOf(row: CvRow, ownersView: boolean): FileMeta | null {
  // A left join: the file columns are all null exactly when there is no PDF.
  if (row.fileId === null || row.fileName === null) return null;
  return {
    id: row.fileId,
    purpose: row.filePurpose!,
    // Only its student sees what they called the PDF: to a company it is "CV.pdf" (it may carry their name).
    name: ownersView ? row.fileName : neutralName({ purpose: row.filePurpose!, contentType: row.fileContentType! }),
    size: row.fileSize!,
    contentType: row.fileContentType!,
    url: fileUrl(row.fileId),
    createdAt: row.fileCreatedAt!.toISOString(),
  };
}

/** The CV as `viewerId` sees it (its student, or a company it is visible to). */
export function cvDto(row: CvRow, viewerId: string): Cv {
  return {
    id: row.id,
    studentId: row.studentId,
    ...cvFieldsOf(row),
    file: fileMetaOf(row, viewerId === row.studentId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the student's list shows per CV; read without the join (whether there is a PDF is enough). */
export type CvListRow = Pick<
  CvRow,
  "id" | "title" | "isPrimary" | "desiredTypes" | "availableFrom" | "availableTo" | "updatedAt" | "fileId"
> & { skillCount: number };

export function cvListItemDto(row: CvListRow): CvListItem {
  return {
    id: row.id,
    title: row.title,
    isPrimary: row.isPrimary,
    desiredTypes: row.desiredTypes,
    availableFrom: row.availableFrom,
    availableTo: row.availableTo,
    updatedAt: row.updatedAt.toISOString(),
    skillCount: row.skillCount,
    hasFile: row.fileId !== null,
  };
}
