import { desc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobSearchRows, jobSearchTitles, SEARCH_CONFIG } from "../../../db/schema/index.ts";
import { editDistance } from "./edit-distance.ts";
import { throughIndexes } from "./through-indexes.ts";

const CONFIG = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);
const MIN_WORD_LENGTH = 3;
const MAX_WORDS = 5;
const TITLES_SAMPLED = 50;

/**
 * Word similarity (shared trigrams / trigrams of the typed word, over the closest stretch of the title) from
 * which a title or company word is a candidate spelling. pg_trgm's default, 0.6, misses ordinary typos
 * ("devloper" → Developer is 0.58); below 0.4 the candidates are mostly noise.
 */
const WORD_SIMILARITY_THRESHOLD = "0.4";

/**
 * The query with its misspelled words replaced by the closest words jobs actually use, or null when there is
 * nothing to correct. A word is misspelled when no published job's text contains it. Candidates are:
 * - the words of titles and company names that are trigram-similar to it (`<%`, a trigram GIN index), which
 *   catches missing, extra and wrong letters ("devloper", "robotcs");
 * - the word with two neighbouring letters swapped, when the text index knows that spelling ("pyhton" →
 *   python): trigrams see a swap in a short word as mostly different, the text index does not.
 * The closest candidate by edit distance wins if it is close enough for the word's length.
 *
 * Correcting the words and searching again, rather than matching every job against fuzzy conditions, keeps
 * a typo search as cheap as any other: the lookups touch a few dozen rows through the indexes.
 */
export async function correctTypos(options: { db: Db; q: string; source?: WordSource }): Promise<string | null> {
  const { db, q } = options;
  const source = options.source ?? databaseWords;
  const words = [...new Set((q.toLowerCase().match(WORD) ?? []).filter((w) => w.length >= MIN_WORD_LENGTH))].slice(
    0,
    MAX_WORDS,
  );
  if (words.length === 0) return null;
  const looked = await source.lookUp(db, words);
  // Stop words, which the text index ignores, count as known.
  const unknown = words.filter((word) => looked.get(word) === "absent");
  if (unknown.length === 0) return null;

  const swaps = await source.lookUp(db, unknown.flatMap(transpositions));
  const similar = await source.titleWordsLike(db, unknown);
  const corrections = new Map<string, string>();
  for (const word of unknown) {
    const knownSwaps = transpositions(word).filter((swap) => swaps.get(swap) === "found");
    const best = closest(word, [...knownSwaps, ...(similar.get(word) ?? [])]);
    if (best) corrections.set(word, best);
  }
  if (corrections.size === 0) return null;
  return q.replace(WORD, (word) => corrections.get(word.toLowerCase()) ?? word);
}

/** A word as typo correction and title vocabularies cut text into them. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Whether published jobs contain each word: `stop` for a stop word (no lexeme), else `found` or `absent`. */
export type WordPresence = "stop" | "found" | "absent";

/** Where typo correction looks words up: the database's indexes, or the search index (decision 018). */
export type WordSource = {
  lookUp: (db: Db, words: readonly string[]) => Promise<Map<string, WordPresence>>;
  /** Words of published jobs' titles and company names that may be each of `words` misspelled. */
  titleWordsLike: (db: Db, words: readonly string[]) => Promise<Map<string, string[]>>;
};

const wordList = (words: string[]) =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
// The public search's narrow rows (published jobs only): the same vectors in a table half the size of jobs'.
const matchesText = (word: SQL) =>
  sql`exists (select 1 from ${jobSearchRows} where ${jobSearchRows.searchVector} @@ to_tsquery(${CONFIG}, ${word}))`;

/**
 * Whether a search that found `matches` published jobs may still hold a misspelled word. When every word must
 * occur in a match (no `or`, no `-word`), one match shows that each word is spelled as some published job
 * spells it, and correction would look up every word to find nothing: skipping it saves those lookups (a
 * common word's costs a pass over its index entries) on the rare combinations of real words.
 */
export function mayHaveUnknownWords(q: string, matches: number): boolean {
  if (matches === 0) return true;
  return q
    .toLowerCase()
    .split(/\s+/)
    .some((word) => word === "or" || word.startsWith("-"));
}

/** Jobs whose text a word is first looked for in: a common word is found among them at once. */
const NEWEST_PROBED = 200;

/**
 * The words looked up in the published jobs' search rows: first in the newest NEWEST_PROBED rows (a common
 * word is there; its text index entry, a bitmap of most of the table, would cost far more), then the words
 * not found there through the text index alone. Left to itself the planner tests an `exists` job by job
 * (it guesses a word is in 0.5% of the jobs), which for a word no job has reads every job: 8 s at 1M.
 */
async function lookUpInDatabase(db: Db, words: readonly string[]): Promise<Map<string, WordPresence>> {
  if (words.length === 0) return new Map();
  const t = jobSearchRows;
  const newest = db
    .select({ vector: t.searchVector })
    .from(t)
    .orderBy(desc(t.publishedAt), desc(t.id))
    .limit(NEWEST_PROBED)
    .as("newest");
  const probed = await db
    .select({
      word: sql<string>`w`,
      stop: sql<boolean>`numnode(to_tsquery(${CONFIG}, w)) = 0`,
      found: sql<boolean>`exists (select 1 from ${newest} where ${newest.vector} @@ to_tsquery(${CONFIG}, w))`,
    })
    .from(sql`unnest(${wordList([...words])}) as w`);
  const presence = new Map(
    probed.map((row) => [row.word, row.stop ? "stop" : row.found ? "found" : "absent"] as const),
  );
  const rest = [...presence].flatMap(([word, state]) => (state === "absent" ? [word] : []));
  if (rest.length === 0) return presence;
  const looked = await throughIndexes(db, (tx) =>
    tx
      .select({ word: sql<string>`w`, found: sql<boolean>`${matchesText(sql`w`)}` })
      .from(sql`unnest(${wordList(rest)}) as w`),
  );
  for (const row of looked) if (row.found) presence.set(row.word, "found");
  return presence;
}

/** Title and company words trigram-similar to each word, through the trigram indexes. */
async function titleWordsInDatabase(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  // For this transaction only, besides index-only plans: the trigram threshold.
  const threshold = { "pg_trgm.word_similarity_threshold": WORD_SIMILARITY_THRESHOLD };
  return throughIndexes(
    db,
    async (tx) => {
      const similar = new Map<string, string[]>();
      for (const word of words) similar.set(word, await titleWords(tx, word));
      return similar;
    },
    threshold,
  );
}

/** The database's own lookups (a company's own list, or before the search index has loaded). */
export const databaseWords: WordSource = { lookUp: lookUpInDatabase, titleWordsLike: titleWordsInDatabase };

/**
 * Words of titles and company names that look like `word`: from the distinct titles and names of published
 * jobs (jobSearchTitles, kept by triggers), a few thousand texts, rather than every published job's title.
 */
async function titleWords(db: Db, word: string): Promise<string[]> {
  const rows = await db
    .select({ text: jobSearchTitles.text })
    .from(jobSearchTitles)
    .where(sql`${word} <% ${jobSearchTitles.text}`)
    .limit(TITLES_SAMPLED);
  return rows.flatMap((row) => row.text.toLowerCase().match(WORD) ?? []);
}

/** The word with each pair of neighbouring letters swapped: "pyhton" → …, "python", …. */
export function transpositions(word: string): string[] {
  const letters = [...word];
  const variants = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    variants.add(swapped.join(""));
  }
  return [...variants];
}

/** One typo in a short word, two in a word of eight letters or more. */
export const maxDistance = (word: string) => (word.length >= 8 ? 2 : 1);

export function closest(word: string, candidates: string[]): string | undefined {
  let best: { word: string; distance: number } | undefined;
  for (const candidate of new Set(candidates)) {
    if (candidate === word) continue;
    const distance = editDistance(word, candidate);
    if (distance <= maxDistance(word) && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word;
}
