import { sql } from "drizzle-orm";
import { companies, cvs, files, messageAttachments, students } from "../../db/schema/index.ts";

/** An upload nothing uses (a form left unsaved, a replaced PDF) is kept this long, then removed. */
export const UNATTACHED_FILE_HOURS = 24;

/** True for a file no CV, picture, logo or message points at. */
export const unattachedSql = sql<boolean>`(not exists (select 1 from ${cvs} where ${cvs.fileId} = ${files.id})
  and not exists (select 1 from ${students} where ${students.avatarFileId} = ${files.id})
  and not exists (select 1 from ${companies} where ${companies.logoFileId} = ${files.id})
  and not exists (select 1 from ${messageAttachments} where ${messageAttachments.fileId} = ${files.id}))`;

/** When an unattached file goes: UNATTACHED_FILE_HOURS after its upload; null while something uses it. */
export const removesAtSql = sql<Date | null>`case when ${unattachedSql} then ${files.createdAt} + make_interval(hours => ${UNATTACHED_FILE_HOURS}) end`;
