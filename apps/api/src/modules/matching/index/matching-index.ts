import type { Db } from "../../../db/client.ts";
import { IndexMode } from "../../../db/index-mode.ts";
import type { MatchingChange } from "../../../db/change-feed.ts";
import { changedIds, chunks, FeedFollower } from "../../../db/feed-follower.ts";
import type { Logger } from "../../../lib/logger.ts";
import { todayIso } from "../match-inputs.ts";
import type { PublishedJobCards } from "../../jobs/search/search-jobs.ts";
import { indexedJobOf, type JobEntry } from "./job-entries.ts";
import { loadStudentChunk, loadStudents, type StudentEntry } from "./student-entries.ts";
import { type Loaded, TermIndex } from "./term-index.ts";

const CHUNK = 5_000;

/**
 * This process's copy of what matching ranks: every published job and every student open to offers (their
 * primary CV), prepared for the engine and indexed by skill (decision 009), kept current from the change
 * feed by a FeedFollower: every ranking first awaits `current()`.
 */
export class MatchingIndex {
  readonly jobs = new TermIndex<JobEntry>();
  readonly students = new TermIndex<StudentEntry>();
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly follower: FeedFollower;
  private readonly jobCards: PublishedJobCards;
  /** Whether this process keeps its indexes or reads the database (decision 034): shared by both indexes. */
  readonly mode: IndexMode;

  /** `jobCards`: where published jobs' cards come from (the job search index, which keeps them current). */
  constructor(options: { db: Db; logger: Logger; jobCards: PublishedJobCards; mode?: IndexMode }) {
    this.db = options.db;
    this.mode = options.mode ?? new IndexMode({ inMemory: true });
    this.logger = options.logger;
    this.jobCards = options.jobCards;
    this.follower = new FeedFollower({
      ...options,
      mode: this.mode,
      what: "matching index",
      prunes: true,
      copy: { loadAll: () => this.loadAll(), apply: (changes) => this.apply(changes) },
    });
    // Past the budget: the entries go, their memory with them.
    this.mode.onDatabase(() => {
      this.jobs.clear();
      this.students.clear();
    });
  }

  /** Loads in the background and keeps applying changes (in the database mode only prunes the change feed). */
  start(): void {
    this.follower.start();
  }

  /** Stops the timers and waits for a sync under way (the database is closed next). */
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
   * Resolves once the index holds every change committed before the call: true. False when this process keeps
   * no index (decision 034): rank from the database.
   */
  async current(): Promise<boolean> {
    if (!this.mode.inMemory) return false;
    await this.follower.current();
    // The sync may have passed the budget.
    return this.mode.inMemory;
  }

  private async loadAll(): Promise<void> {
    const started = Date.now();
    this.jobs.clear();
    this.students.clear();
    const today = todayIso();
    // The cards as of now: every job change committed before this load is in them.
    const jobs = (await this.jobCards.publishedCards()).map(indexedJobOf);
    const students: Loaded<StudentEntry>[] = [];
    for (let afterCvId: string | null = null; ;) {
      const chunk = await loadStudentChunk(this.db, { afterCvId, size: CHUNK, today });
      // Past the budget the load ends here, what it read dropped: the process answers from the database.
      if (!this.mode.allows({ students: students.length + chunk.length })) return;
      students.push(...chunk);
      if (chunk.length < CHUNK) break;
      afterCvId = chunk.at(-1)!.entry.cvId;
    }
    // The search index's part of the load may have passed the budget meanwhile.
    if (!this.mode.inMemory) return;
    putOldestFirst(this.jobs, jobs);
    putOldestFirst(this.students, students);
    this.logger.info(
      { jobs: this.jobs.size, students: this.students.size, ms: Date.now() - started },
      "matching index loaded",
    );
  }

  private async apply(changes: MatchingChange[]): Promise<void> {
    const today = todayIso();
    const jobIds = changedIds(changes, "job");
    if (jobIds.length > 0) {
      // The search index applies every change committed before this call, those read here included.
      const cards = await this.jobCards.publishedCards(jobIds);
      if (!this.mode.inMemory) return;
      for (const id of jobIds) this.jobs.remove(id);
      for (const card of cards) this.jobs.put(indexedJobOf(card));
    }
    for (const chunk of chunks(changedIds(changes, "student"), CHUNK)) {
      const found = await loadStudents(this.db, { studentIds: chunk, today });
      for (const id of chunk) this.students.remove(id);
      if (!this.mode.allows({ students: this.students.size + found.length })) return;
      for (const item of found) this.students.put(item);
    }
  }
}

/** Entries in the order they were published or changed: the index takes the latest put first among equals. */
function putOldestFirst<E>(index: TermIndex<E>, items: Loaded<E>[]): void {
  items.sort((a, b) => a.recency - b.recency);
  for (const item of items) index.put(item);
}
