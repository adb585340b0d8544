import { sql } from "drizzle-orm";
import { SEARCH_CONFIG } from "../../../../db/schema/index.ts";
import { type LookUpWords, lookUpInDatabase, type WordPresence } from "../correct-typos.ts";
import type { JobSearchIndex } from "./job-search-index.ts";
import { parseTsquery } from "./text-query.ts";

const CONFIG = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

/**
 * Typo correction's word lookup answered by the search index: PostgreSQL stems the words (one statement that
 * reads no table), the index says whether a published job holds the lexemes. The database's own lookup is an
 * `exists` over the text index per word, which for a common word walks a long posting list.
 */
export function lookUpInIndex(index: JobSearchIndex): LookUpWords {
  return async (db, words) => {
    const looked = new Map<string, WordPresence>();
    if (words.length === 0) return looked;
    const { rows } = (await db.execute(
      sql`select w as word, to_tsquery(${CONFIG}, w)::text as text from unnest(${sql.param([...words])}::text[]) as w`,
    )) as unknown as { rows: { word: string; text: string }[] };
    const unparsed: string[] = [];
    for (const { word, text } of rows) {
      const parsed = parseTsquery(text);
      if (parsed === "positions") unparsed.push(word);
      else looked.set(word, parsed === "none" ? "stop" : index.occurs(parsed) ? "found" : "absent");
    }
    for (const [word, presence] of await lookUpInDatabase(db, unparsed)) looked.set(word, presence);
    return looked;
  };
}
