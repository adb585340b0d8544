import { sql } from "drizzle-orm";
import { bigint, boolean, check, pgTable } from "drizzle-orm/pg-core";

/**
 * One row: a number that grows with every change to what anyone may read of jobs and companies (triggers on
 * `jobs` and `companies`, migration 0004). A process caches public job reads under the number it read and
 * drops them once the number moves (decision 006), so no process needs to hear of another's writes.
 */
export const catalogueGeneration = pgTable(
  "catalogue_generation",
  {
    only: boolean("only").primaryKey().default(true),
    generation: bigint("generation", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("catalogue_generation_one_row", sql`${table.only}`)],
);
