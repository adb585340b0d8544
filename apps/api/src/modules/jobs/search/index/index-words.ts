import { sql } from "drizzle-orm";
import { SEARCH_CONFIG } from "../../../../db/schema/index.ts";
import { databaseWords, maxDistance, type WordPresence, type WordSource } from "../correct-typos.ts";
import { editDistance } from "../edit-distance.ts";
import type { JobSearchIndex } from "./job-search-index.ts";
import { parseTsquery } from "./text-query.ts";

const CONFIG = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

/**
 * Typo correction's words answered by the search index. Lookups: PostgreSQL stems the words (one statement
 * that reads no table), the index says whether a published job holds the lexemes; the database's own lookup
 * is an `exists` over the text index per word, which for a common word walks a long posting list. Candidate
 * spellings: every title and company word of published jobs within the allowed edits, where the database
 * samples 50 titles that share trigrams with the word.
 */
export function indexWords(index: JobSearchIndex): WordSource {
  const lookUp: WordSource["lookUp"] = async (db, words) => {
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
    for (const [word, presence] of await databaseWords.lookUp(db, unparsed)) looked.set(word, presence);
    return looked;
  };
  const titleWordsLike: WordSource["titleWordsLike"] = async (_db, words) =>
    new Map(words.map((word) => [word, index.wordsLike(word, maxDistance(word), editDistance)]));
  return { lookUp, titleWordsLike };
}
