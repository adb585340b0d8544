import type { Db } from "../db/client.ts";
import { cvs } from "../db/schema/index.ts";
import { cvDerivedColumns } from "../modules/cvs/cv-derived-columns.ts";
import type { BulkCv } from "./generate-cvs.ts";
import { insertJsonRows } from "./insert-json-rows.ts";
import { copyRows, inCopyTransaction, postgresPool } from "../db/copy-rows.ts";

// A CV is about 2 KB of JSON: a thousand a statement keeps each parameter around 2 MB.
const BATCH_SIZE = 1000;

/**
 * Inserts many CVs, a batch a statement (insert-json-rows.ts; on PostgreSQL one COPY, db/copy-rows.ts),
 * in one transaction, with the same derived
 * columns as the create service. Fields are trusted (validate before, as generateCvs' tests do), and each
 * student's CVs must carry exactly one primary or the unique index refuses the batch. Returns the ids in
 * input order.
 */
export async function insertCvsInBulk(options: { db: Db; cvs: readonly BulkCv[] }): Promise<string[]> {
  // Ids chosen here rather than read back: RETURNING promises no order.
  const rows = options.cvs.map((cv) => ({
    ...cv.fields,
    ...cvDerivedColumns(cv.fields),
    id: crypto.randomUUID(),
    studentId: cv.studentId,
    createdAt: cv.createdAt,
    updatedAt: cv.updatedAt,
  }));
  const pool = postgresPool(options.db);
  if (pool) {
    await inCopyTransaction(pool, (client) => copyRows({ client, table: cvs, rows }));
    return rows.map((row) => row.id);
  }
  await options.db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      await insertJsonRows({ db: tx, table: cvs, rows: rows.slice(start, start + BATCH_SIZE) });
    }
  });
  return rows.map((row) => row.id);
}
