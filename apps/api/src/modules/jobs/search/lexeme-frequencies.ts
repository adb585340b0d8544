import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobSearchRows } from "../../../db/schema/index.ts";

/** Counting stops here: past it a lexeme is common, and which of two common ones is commoner hardly matters. */
export const FREQUENCY_CAP = 5_000;
const REMEMBER_MS = 60 * 60_000;
const REMEMBER_AT_MOST = 50_000;

/** A lexeme as a tsquery operand: quoted, with its quotes and backslashes escaped. */
export const quotedLexeme = (lexeme: string) => `'${lexeme.replace(/['\\]/g, "\\$&")}'`;

/**
 * How many published jobs hold each lexeme of the narrow rows' vector, counted by the words' index up to a cap:
 * what a job alert's anchors are chosen by (saved-searches.ts). Exact below the cap, "at least the cap" above it.
 * Remembered for an hour (one instance per process), since alerts are saved one at a time and share most of their
 * lexemes, and a stale figure only makes an anchor a little less narrow, never wrong.
 */
export class LexemeFrequencies {
  readonly #remembered = new Map<string, { jobs: number; at: number }>();

  async of(db: Db, lexemes: Iterable<string>, now = Date.now()): Promise<Map<string, number>> {
    const frequencies = new Map<string, number>();
    const unknown: string[] = [];
    for (const lexeme of new Set(lexemes)) {
      const known = this.#remembered.get(lexeme);
      if (known && now - known.at < REMEMBER_MS) frequencies.set(lexeme, known.jobs);
      else unknown.push(lexeme);
    }
    if (unknown.length === 0) return frequencies;
    const { rows } = (await db.execute(
      sql`select asked.lexeme, (
            select count(*)::int from (
              select 1 from ${jobSearchRows} where ${jobSearchRows.searchVector} @@ asked.query::tsquery
              limit ${FREQUENCY_CAP}
            ) as holding
          ) as jobs
          from unnest(${sql.param(unknown)}::text[], ${sql.param(unknown.map(quotedLexeme))}::text[])
            as asked(lexeme, query)`,
    )) as unknown as { rows: { lexeme: string; jobs: number }[] };
    if (this.#remembered.size + rows.length > REMEMBER_AT_MOST) this.#remembered.clear();
    for (const { lexeme, jobs } of rows) {
      frequencies.set(lexeme, jobs);
      this.#remembered.set(lexeme, { jobs, at: now });
    }
    return frequencies;
  }
}
