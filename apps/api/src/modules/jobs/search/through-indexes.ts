import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";

/**
 * Runs `read` in a transaction whose plans read tables through their indexes' bitmaps only (`settings`: more
 * `set_config` calls, each with its leading comma). The planner may otherwise test a LIMITed or `exists`
 * condition row by row along a table or an ordered index, guessing matches from each word's frequency alone:
 * for words found together in no job ("engineer tableau") that reads every job, 7 s at 1M.
 */
export function throughIndexes<T>(db: Db, read: (tx: Db) => Promise<T>, settings: SQL = sql``): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)${settings}`,
    );
    return read(tx as unknown as Db);
  });
}
