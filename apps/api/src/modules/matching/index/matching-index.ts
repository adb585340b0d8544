import type { Db } from "../../../db/client.ts";
import type { Logger } from "../../../lib/logger.ts";
import { createOutageLog } from "../../../lib/outage-log.ts";
import { todayIso } from "../match-inputs.ts";
import { CHANGE_RETENTION_MINUTES, ChangeFeed, type MatchingChange, pruneMatchingChanges } from "./change-feed.ts";
import { type JobEntry, loadJobChunk, loadJobs } from "./job-entries.ts";
import { loadStudentChunk, loadStudents, type StudentEntry } from "./student-entries.ts";
import { type Loaded, TermIndex } from "./term-index.ts";

const CHUNK = 5_000;
const SYNC_EVERY_MS = 2_000;
const PRUNE_EVERY_MS = 60_000;
/** Past this without a read, changes may have been pruned: load everything again. */
const STALE_AFTER_MS = (CHANGE_RETENTION_MINUTES / 2) * 60_000;

/**
 * This process's copy of what matching ranks: every published job and every student open to offers (their
 * primary CV), prepared for the engine and indexed by skill (decision 009). Loaded once, then kept current
 * from the change feed: every ranking first applies the changes committed before it began, so a request
 * sees every write that was committed when it arrived, as a query would. A timer also applies them every
 * 2 s, so that idle processes stay close.
 */
export class MatchingIndex {
  readonly jobs = new TermIndex<JobEntry>();
  readonly students = new TermIndex<StudentEntry>();
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly feed = new ChangeFeed();
  private loaded = false;
  private lastSync = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private timers: NodeJS.Timeout[] = [];

  constructor(options: { db: Db; logger: Logger }) {
    this.db = options.db;
    this.logger = options.logger;
  }

  /**
   * Loads in the background and keeps applying changes; without it the index loads on first use. A failed
   * round is tried again at the next tick; a database outage is logged once when it begins and once when it
   * ends, not every 2 s.
   */
  start(): void {
    const log = createOutageLog(this.logger, "matching index");
    const background = (task: () => Promise<void>) => () => {
      task().then(
        () => log.succeeded(),
        (error: unknown) => log.failed(error),
      );
    };
    background(() => this.current())();
    this.timers = [
      setInterval(
        background(() => this.current()),
        SYNC_EVERY_MS,
      ),
      setInterval(
        background(() => pruneMatchingChanges(this.db)),
        PRUNE_EVERY_MS,
      ),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Stops the timers and waits for a sync under way (the database is closed next). */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await Promise.all([this.running, this.queued].map((sync) => sync?.catch(() => undefined)));
  }

  /**
   * Resolves once the index holds every change committed before the call. Concurrent callers share the
   * work: a call that arrives while a sync runs waits for the next one, which starts after it arrived.
   */
  current(): Promise<void> {
    if (this.queued) return this.queued;
    if (this.running) {
      this.queued = this.running
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.run();
        });
      return this.queued;
    }
    return this.run();
  }

  private run(): Promise<void> {
    const sync = (async () => {
      const stale = Date.now() - this.lastSync > STALE_AFTER_MS;
      try {
        if (!this.loaded || stale) await this.loadAll();
        else await this.apply(await this.feed.read(this.db));
      } catch (error) {
        // The feed may have moved past changes that were not applied, or a load stopped half way (the
        // database went away): only a full load is sure to be right again.
        this.loaded = false;
        throw error;
      }
      this.lastSync = Date.now();
    })();
    const running = sync.finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }

  private async loadAll(): Promise<void> {
    const started = Date.now();
    await this.feed.restart(this.db);
    this.jobs.clear();
    this.students.clear();
    const today = todayIso();
    const jobs: Loaded<JobEntry>[] = [];
    for (let after: string | null = null; ;) {
      const chunk = await loadJobChunk(this.db, after, CHUNK);
      jobs.push(...chunk);
      if (chunk.length < CHUNK) break;
      after = chunk.at(-1)!.key;
    }
    const students: Loaded<StudentEntry>[] = [];
    for (let afterCvId: string | null = null; ;) {
      const chunk = await loadStudentChunk(this.db, { afterCvId, size: CHUNK, today });
      students.push(...chunk);
      if (chunk.length < CHUNK) break;
      afterCvId = chunk.at(-1)!.entry.cvId;
    }
    putOldestFirst(this.jobs, jobs);
    putOldestFirst(this.students, students);
    this.loaded = true;
    this.logger.info(
      { jobs: this.jobs.size, students: this.students.size, ms: Date.now() - started },
      "matching index loaded",
    );
  }

  private async apply(changes: MatchingChange[]): Promise<void> {
    if (changes.length === 0) return;
    if (changes.some((change) => change.entity === "reset")) return this.loadAll();
    const ids = (entity: MatchingChange["entity"]) => [
      ...new Set(changes.filter((change) => change.entity === entity).map((change) => change.entityId!)),
    ];
    const today = todayIso();
    for (const chunk of chunks(ids("job"), CHUNK)) {
      const found = await loadJobs(this.db, chunk);
      for (const id of chunk) this.jobs.remove(id);
      for (const item of found) this.jobs.put(item);
    }
    for (const chunk of chunks(ids("student"), CHUNK)) {
      const found = await loadStudents(this.db, { studentIds: chunk, today });
      for (const id of chunk) this.students.remove(id);
      for (const item of found) this.students.put(item);
    }
  }
}

/** Entries in the order they were published or changed: the index takes the latest put first among equals. */
function putOldestFirst<E>(index: TermIndex<E>, items: Loaded<E>[]): void {
  items.sort((a, b) => a.recency - b.recency);
  for (const item of items) index.put(item);
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
