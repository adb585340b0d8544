import type { JobListItem } from "@stint/shared/jobs";
import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import type { MatchingChange } from "../../../../db/change-feed.ts";
import type { GenerationSource } from "../../../../db/catalogue-cache.ts";
import type { Db } from "../../../../db/client.ts";
import { IndexMode } from "../../../../db/index-mode.ts";
import { changedIds, chunks, FeedFollower } from "../../../../db/feed-follower.ts";
import { companies, jobs } from "../../../../db/schema/index.ts";
import { isOneOf } from "../../../../db/sql-helpers.ts";
import type { Logger } from "../../../../lib/logger.ts";
import { type KeptColumns, keptColumns, type KeptValues } from "../search-filters.ts";
import { type IndexedJob, JobSearchIndex } from "./job-search-index.ts";
import { TextQueryParser } from "./text-query.ts";
import { WORD } from "../correct-typos.ts";
import { keptJobCard } from "../../job-card.ts";
import { jobListColumns } from "../../job-dto.ts";

const CHUNK = 5_000;

const keptNames = Object.keys(keptColumns) as (keyof KeptColumns)[];

/** What the index reads of a job: its card's columns (with its company) and what its filters test. */
const indexedColumns = {
  ...jobListColumns,
  ...(Object.fromEntries(keptNames.map((name) => [name, keptColumns[name].from])) as {
    [K in keyof KeptColumns]: KeptColumns[K]["from"];
  }),
  publishedMicros: sql<number>`(extract(epoch from ${jobs.publishedAt}) * 1000000)::float8`.mapWith(Number),
  // One string split here: parsing a text[] of 80 lexemes per row cost most of a full load.
  lexemes: sql<string>`array_to_string(tsvector_to_array(${jobs.searchVector}), chr(1))`,
  searchedCompanyName: jobs.companyName,
};

const selectIndexed = (db: Db, where: SQL | undefined) =>
  db
    .select(indexedColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.status, "published"), where));

/** A row's lexemes; they repeat across thousands of jobs: one string each in the process, not one per job. */
function lexemesOf(joined: string, seen: Map<string, string>): string[] {
  if (joined === "") return [];
  return joined.split("\u0001").map((lexeme) => shared(lexeme, seen));
}

type IndexedRow = Awaited<ReturnType<typeof selectIndexed>>[number];

/** `seen`: the strings already made for this batch, shared between its jobs. */
function indexedJob(row: IndexedRow, seen: Map<string, string>): IndexedJob {
  return {
    ...(Object.fromEntries(keptNames.map((name) => [name, sharedValue(row[name], seen)])) as KeptValues),
    id: row.id,
    publishedMicros: row.publishedMicros,
    lexemes: lexemesOf(row.lexemes, seen),
    titleWords: (`${row.title} ${row.searchedCompanyName}`.toLowerCase().match(WORD) ?? []).map((word) =>
      shared(word, seen),
    ),
    card: keptJobCard(row),
  };
}

const shared = (value: string, seen: Map<string, string>): string => {
  const kept = seen.get(value);
  if (kept !== undefined) return kept;
  seen.set(value, value);
  return value;
};

/** A filter column's value with its strings shared (company ids, currencies, dates, skill ids repeat across jobs). */
const sharedValue = (value: unknown, seen: Map<string, string>): unknown => {
  if (typeof value === "string") return shared(value, seen);
  if (Array.isArray(value)) return value.map((each: unknown) => sharedValue(each, seen));
  return value;
};

/** One published job as the index holds it, read now; null when it is not published. */
export async function loadIndexedJob(db: Db, id: string): Promise<IndexedJob | null> {
  const [row] = await selectIndexed(db, eq(jobs.id, id));
  return row ? indexedJob(row, new Map()) : null;
}

/** Published jobs' cards as of now (see KeptSearchIndex.publishedCards). */
export type PublishedJobCards = Pick<KeptSearchIndex, "publishedCards">;

/**
 * The process's job search index, kept current from the change feed (decision 018, like the matching
 * index of decision 009), and the parser of search words. A search uses the index once it is loaded (it
 * first applies the changes committed before the search began); while a background load runs, searches
 * go to the database as before.
 */
export class KeptSearchIndex {
  private index = new JobSearchIndex();
  readonly parser = new TextQueryParser();
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly follower: FeedFollower;
  private readonly generation: GenerationSource | null;
  /** Whether this process keeps its indexes or reads the database (decision 034): shared by both indexes. */
  readonly mode: IndexMode;
  /** The catalogue generation that the last sync began after: every write it counts is in the index. */
  private syncedGeneration = -1;

  /**
   * `generation`: the catalogue's generation when it costs no query (the embedded database, where the
   * triggers' NOTIFY hands it over): a search in an unchanged catalogue then skips reading the change feed.
   */
  constructor(options: { db: Db; logger: Logger; generation?: GenerationSource | null; mode?: IndexMode }) {
    this.db = options.db;
    this.mode = options.mode ?? new IndexMode({ inMemory: true });
    this.logger = options.logger;
    this.generation = options.generation ?? null;
    this.follower = new FeedFollower({
      ...options,
      mode: this.mode,
      what: "job search index",
      copy: { loadAll: () => this.loadAll(), apply: (changes) => this.apply(changes) },
    });
    // Past the budget: the index goes, its memory with it (a search under way keeps the one it holds).
    this.mode.onDatabase(() => (this.index = new JobSearchIndex()));
  }

  /** Loads in the background and keeps applying changes; without it the index loads on a search's first use. */
  start(): void {
    this.follower.start();
  }

  stop(): Promise<void> {
    return this.follower.stop();
  }

  /** Whether the index holds a full load (readiness waits for it). */
  get loaded(): boolean {
    return this.follower.loaded;
  }

  /** False once this process answers from the database instead (decision 034): readiness waits for no load then. */
  get inMemory(): boolean {
    return this.mode.inMemory;
  }

  /** How far the index is behind the change feed (metrics). */
  lag() {
    return this.follower.lag();
  }

  /**
   * The index, current as of now; null while a background load has not finished, or when this process keeps no
   * index (decision 034): search the database.
   */
  async current(): Promise<JobSearchIndex | null> {
    if (!this.mode.inMemory) return null;
    if (this.follower.started && !this.follower.loaded) return null;
    await this.fresh();
    // The sync may have passed the budget.
    return this.mode.inMemory ? this.index : null;
  }

  /**
   * The cards of every published job, or of those among `ids` that are published, as of now (waiting for a
   * load under way): the matching index takes its jobs' cards from here instead of keeping its own copies.
   */
  async publishedCards(ids?: readonly string[]): Promise<JobListItem[]> {
    await this.fresh();
    return ids ? ids.flatMap((id) => this.index.cardOf(id) ?? []) : this.index.allCards();
  }

  /** Applies every change committed before the call. */
  private async fresh(): Promise<void> {
    if (!this.generation) return this.follower.current();
    // Every job and company write moves the generation (migration 0004), so an unchanged one means nothing to read.
    const generation = await this.generation();
    if (generation === this.syncedGeneration && this.follower.loaded) return;
    await this.follower.current();
    this.syncedGeneration = Math.max(this.syncedGeneration, generation);
  }

  private async loadAll(): Promise<void> {
    const started = Date.now();
    const loaded: IndexedJob[] = [];
    const lexemes = new Map<string, string>();
    for (let after: string | null = null; ;) {
      const rows = await selectIndexed(this.db, after === null ? undefined : gt(jobs.id, after))
        .orderBy(asc(jobs.id))
        .limit(CHUNK);
      // Past the budget the load ends here, what it read dropped: the process answers from the database.
      if (!this.mode.allows({ jobs: loaded.length + rows.length })) return;
      for (const row of rows) loaded.push(indexedJob(row, lexemes));
      if (rows.length < CHUNK) break;
      after = rows.at(-1)!.id;
    }
    // The matching index's load may have passed the budget meanwhile.
    if (!this.mode.inMemory) return;
    // Built aside and swapped in: a search under way keeps the index it started with.
    const index = new JobSearchIndex();
    index.putAll(loaded);
    this.index = index;
    this.logger.info({ jobs: this.index.size, ms: Date.now() - started }, "job search index loaded");
  }

  private async apply(changes: MatchingChange[]): Promise<void> {
    for (const chunk of chunks(changedIds(changes, "job"), CHUNK)) {
      const rows = await selectIndexed(this.db, isOneOf(jobs.id, chunk));
      const lexemes = new Map<string, string>();
      for (const id of chunk) this.index.remove(id);
      if (!this.mode.allows({ jobs: this.index.size + rows.length })) return;
      for (const row of rows) this.index.put(indexedJob(row, lexemes));
    }
  }
}
