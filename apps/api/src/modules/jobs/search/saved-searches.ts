import { filterApplies, type JobFilterName } from "@stint/shared/job-search-filters";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobSearchRows } from "../../../db/schema/index.ts";
import { bilingualQuery } from "./bilingual-query.ts";
import type { LexemeFrequencies } from "./lexeme-frequencies.ts";
import { loadIndexedJob } from "./index/kept-search-index.ts";
import { JobSearchIndex } from "./index/job-search-index.ts";
import { type ParsedText, parseTsquery, type TextQuery, type TextQueryParser } from "./index/text-query.ts";
import { searchRowConditions, textMatch } from "./search-conditions.ts";
import { type FilterQuery, serverJobFilters } from "./search-filters.ts";

/*
 * Saved public searches (job alerts) against one newly published job. Two halves, both the search's own rules:
 *
 * - `searchAnchors`: lexemes of the narrow rows' vector (`job_search_rows`: word stems and the filters'
 *   `type:`, `mode:`, `skill:`, `cell:` lexemes), or pairs of a place, type or mode and a lexeme, of which every job the search
 *   finds holds at least one. Kept per search, they let a new job find the few searches worth asking by its own
 *   lexemes.
 * - `publishedJobAgainst`: the job as the search index holds it, in an index of its own, and each search asked
 *   of that index exactly as the public search asks its index (same parse of the words, same filter tests,
 *   which index-agrees.test.ts holds to the SQL); a phrase (which the index cannot answer) asks the database.
 */

/** What anchors are chosen with: the words' parse and how many jobs hold each lexeme, both kept per process. */
export type SearchVocabulary = { parser: TextQueryParser; frequencies: LexemeFrequencies };

/** A saved public search: its words and filters (the order and page do not decide which jobs it finds). */
export type SavedSearch = FilterQuery & { q?: string | undefined };

/** Any job may match: a search with no words and no filter that lexemes name. */
export const ANY_JOB = "*";

const publicFilters = (Object.keys(serverJobFilters) as JobFilterName[]).filter((name) => filterApplies(name, false));

/** How many jobs a set of lexemes lets through, at most: the sum of how many hold each. */
type SetCost = (lexemes: readonly string[]) => number;

/** Lexemes of which a job must hold one for `text` to match it; null when no such set exists (a negation). */
function necessaryLexemes(text: TextQuery, cost: SetCost): string[] | null {
  switch (text.kind) {
    case "lexeme":
      return [text.lexeme];
    case "not":
      return null;
    case "or": {
      const each = text.of.map((part) => necessaryLexemes(part, cost));
      return each.some((set) => set === null) ? null : [...new Set(each.flat() as string[])];
    }
    case "and": {
      const each = text.of.map((part) => necessaryLexemes(part, cost)).filter((set): set is string[] => set !== null);
      return each.length === 0 ? null : cheapest(each, cost);
    }
  }
}

const cheapest = (sets: string[][], cost: SetCost) => sets.reduce((best, set) => (cost(set) < cost(best) ? set : best));

function lexemesOf(text: TextQuery): string[] {
  return text.kind === "lexeme" ? [text.lexeme] : text.kind === "not" ? [] : text.of.flatMap(lexemesOf);
}

/**
 * What a set of lexemes costs a newly published job: the jobs that hold them (lexeme-frequencies.ts, counted up to
 * a cap), so that an alert is filed under its rarest part, say its city rather than "engineer". Among lexemes at
 * the cap, a guess breaks the tie: a type or work mode is held by a large share of all jobs, longer words are rarer.
 */
function costFrom(frequencies: ReadonlyMap<string, number>): SetCost {
  const guess = (lexeme: string) => {
    if (lexeme.startsWith("type:") || lexeme.startsWith("mode:")) return 1;
    if (lexeme.startsWith("cell:")) return 0.03;
    if (lexeme.startsWith("skill:")) return 0.01;
    return 0.02 / Math.max(lexeme.length, 1);
  };
  return (lexemes) => lexemes.reduce((sum, lexeme) => sum + (frequencies.get(lexeme) ?? 0) + guess(lexeme), 0);
}

/** The words of a search as the index reads them (the database's parse, remembered per process). */
async function parsedWords(db: Db, parser: TextQueryParser, q: string | undefined): Promise<ParsedText | null> {
  const typed = q?.trim();
  return typed ? parser.parse(db, typed) : null;
}

/**
 * The keys a job must hold one of for `search` to find it (or `[ANY_JOB]`). With a place, a job type or a work
 * mode beside another part, pairs of that filter's lexemes and the other part's cheapest (`pairedKey`): a job in
 * the city (or of the type) that also holds the word, where either alone is held by a city's, a type's or a
 * word's worth of jobs. Otherwise the cheapest lexemes among the words' and the filters' (search-filters.ts
 * `lexemes`, which the narrow rows' text index answers too).
 */
export async function searchAnchors(db: Db, vocabulary: SearchVocabulary, search: SavedSearch): Promise<string[]> {
  const { parser, frequencies } = vocabulary;
  const texts: TextQuery[] = [];
  const words = await parsedWords(db, parser, search.q);
  if (words === "none") return [];
  if (words !== null && words !== "positions") texts.push(words);
  for (const name of publicFilters) {
    const lexemes = serverJobFilters[name].lexemes?.(search);
    if (!lexemes) continue;
    const parsed = parseTsquery(lexemes.tsquery);
    if (parsed !== "none" && parsed !== "positions") texts.push(parsed);
  }
  if (texts.length === 0) return [ANY_JOB];
  const cost = costFrom(await frequencies.of(db, texts.flatMap(lexemesOf)));
  const usable = texts.map((text) => necessaryLexemes(text, cost) ?? []).filter((set) => set.length > 0);
  if (usable.length === 0) return [ANY_JOB];
  for (const kind of PAIRING_KINDS) {
    const pairing = usable.find((set) => set.every((lexeme) => lexeme.startsWith(kind)));
    const others = usable.filter((set) => set !== pairing);
    if (!pairing || others.length === 0) continue;
    const other = cheapest(others, cost);
    if (pairing.length * other.length <= MAX_PAIRED_KEYS)
      return pairing.flatMap((first) => other.map((second) => pairedKey(first, second)));
  }
  return cheapest(usable, cost);
}

/**
 * The filters a job holds exactly one lexeme of (its place's cell, its type, its work mode), the narrowest first:
 * a search is filed under pairs of the first of them it names and its cheapest other part.
 */
const PAIRING_KINDS = ["cell:", "type:", "mode:"];
const pairingRank = (lexeme: string) => {
  const rank = PAIRING_KINDS.findIndex((kind) => lexeme.startsWith(kind));
  return rank === -1 ? PAIRING_KINDS.length : rank;
};

/**
 * Two lexemes as one anchor, which a job holds when it holds both: the one of the earlier kind first, whichever
 * part of the search each came from (a type paired with a place's cells, when the cells were too many to lead,
 * is still `cell:…|type:…`, as jobKeys writes it).
 */
const pairedKey = (a: string, b: string) => (pairingRank(b) < pairingRank(a) ? `${b}|${a}` : `${a}|${b}`);

/** More pairs than this (a wide radius and a long list of words): the cheapest single set does. */
const MAX_PAIRED_KEYS = 256;

/**
 * The keys a job answers to: its lexemes, ANY_JOB, and each of its pairing lexemes paired with every lexeme of a
 * later kind or none (as searchAnchors pairs them: the place with the type, the type with the mode, each with
 * the words and skills).
 */
function jobKeys(lexemes: readonly string[]): string[] {
  const paired = lexemes.flatMap((first) => {
    const rank = pairingRank(first);
    if (rank === PAIRING_KINDS.length) return [];
    return lexemes.flatMap((second) => (pairingRank(second) > rank ? [pairedKey(first, second)] : []));
  });
  return [...lexemes, ...paired, ANY_JOB];
}

/** A published job, ready to be asked of saved searches. */
export type PublishedJobAgainst = {
  /** The keys it answers to (`jobKeys`): the anchors of every search that may find it. */
  anchors: string[];
  /** The ids of the searches that find it. */
  found<Id>(searches: readonly { id: Id; search: SavedSearch }[]): Promise<Id[]>;
};

/** The published job `jobId` against saved searches; null when it is not published (any more). */
export async function publishedJobAgainst(options: {
  db: Db;
  parser: TextQueryParser;
  jobId: string;
}): Promise<PublishedJobAgainst | null> {
  const { db, parser, jobId } = options;
  const job = await loadIndexedJob(db, jobId);
  if (!job) return null;
  const [row] = await db
    .select({ lexemes: sql<string[]>`tsvector_to_array(${jobSearchRows.searchVector})` })
    .from(jobSearchRows)
    .where(eq(jobSearchRows.id, jobId));
  const index = new JobSearchIndex();
  index.putAll([job]);
  return {
    anchors: jobKeys(row?.lexemes ?? []),
    found: async (searches) => {
      const typed = searches.flatMap(({ search }) => (search.q?.trim() ? [bilingualQuery(search.q.trim())] : []));
      const parsed = await parser.parseAll(db, typed);
      const found: (typeof searches)[number]["id"][] = [];
      for (const { id, search } of searches) {
        const q = search.q?.trim();
        const words = q ? parsed.get(bilingualQuery(q))! : null;
        if (words === "none") continue;
        const finds =
          words === "positions" ? await databaseFinds(db, jobId, search, q!) : index.matches(words, search).count > 0;
        if (finds) found.push(id);
      }
      return found;
    },
  };
}

/** A search with a phrase, which the index cannot answer: the public search's statement over the job's narrow row. */
async function databaseFinds(db: Db, jobId: string, search: SavedSearch, q: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobSearchRows.id })
    .from(jobSearchRows)
    .where(and(eq(jobSearchRows.id, jobId), searchRowConditions(search), textMatch(q, jobSearchRows)));
  return row !== undefined;
}
