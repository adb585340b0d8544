import type { Logger } from "../lib/logger.ts";
import { createOutageLog } from "../lib/outage-log.ts";
import {
  CHANGE_RETENTION_MINUTES,
  ChangeFeed,
  type FeedLag,
  type MatchingChange,
  pruneMatchingChanges,
} from "./change-feed.ts";
import type { Db } from "./client.ts";
import type { IndexMode } from "./index-mode.ts";

const SYNC_EVERY_MS = 2_000;
const PRUNE_EVERY_MS = 60_000;
/** Past this without a read, changes may have been pruned: load everything again. */
const STALE_AFTER_MS = (CHANGE_RETENTION_MINUTES / 2) * 60_000;

export type FollowedCopy = {
  /** Replaces the whole copy with what the database holds now. */
  loadAll: () => Promise<void>;
  /** Applies changes read from the feed (never a reset: that loads everything). */
  apply: (changes: MatchingChange[]) => Promise<void>;
};

/**
 * Keeps an in-memory copy of database rows current from the change feed (decision 009): loaded once, then
 * every caller of `current()` first gets the changes committed before it called, so a request sees every
 * write that was committed when it arrived, as a query would. A timer also applies them every 2 s, so that
 * idle processes stay close. Used by the matching index and the job search index. Once the process answers
 * from the database (`mode`, decision 034) it stops: no sync, no load, not loaded; pruning goes on.
 */
export class FeedFollower {
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly what: string;
  private readonly copy: FollowedCopy;
  private readonly prunes: boolean;
  private readonly mode: IndexMode | null;
  private readonly feed = new ChangeFeed();
  private isLoaded = false;
  private isStarted = false;
  private lastSync = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private syncTimer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;

  /**
   * `prunes`: this follower also deletes changes every reader has long read (one follower per process is enough;
   * the changes are written whether anyone reads them or not, so it prunes in the database mode too).
   */
  constructor(options: {
    db: Db;
    logger: Logger;
    what: string;
    copy: FollowedCopy;
    prunes?: boolean;
    mode?: IndexMode;
  }) {
    this.db = options.db;
    this.logger = options.logger;
    this.what = options.what;
    this.copy = options.copy;
    this.prunes = options.prunes ?? false;
    this.mode = options.mode ?? null;
    this.mode?.onDatabase(() => {
      this.isLoaded = false;
      if (this.syncTimer) clearInterval(this.syncTimer);
      this.syncTimer = null;
    });
  }

  private get following(): boolean {
    return this.mode?.inMemory ?? true;
  }

  /** Whether the copy holds a full load (it may be behind by the changes since the last sync). */
  get loaded(): boolean {
    return this.isLoaded;
  }

  /**
   * How far the copy is behind (null until it is loaded): the changes committed since its last sync, how old
   * the oldest of them is, and how long ago that sync finished. One small query; for the metrics.
   */
  async lag(): Promise<(FeedLag & { sinceSyncSeconds: number }) | null> {
    if (!this.isLoaded) return null;
    const pending = await this.feed.pending(this.db);
    return pending && { ...pending, sinceSyncSeconds: (Date.now() - this.lastSync) / 1000 };
  }

  /** Whether `start()` runs loads and syncs in the background. */
  get started(): boolean {
    return this.isStarted;
  }

  /**
   * Loads in the background and keeps applying changes; without it the copy loads on first use. A failed
   * round is tried again at the next tick; a database outage is logged once when it begins and once when it
   * ends, not every 2 s.
   */
  start(): void {
    this.isStarted = true;
    const log = createOutageLog(this.logger, this.what);
    const background = (task: () => Promise<void>) => () => {
      task().then(
        () => log.succeeded(),
        (error: unknown) => log.failed(error),
      );
    };
    if (this.following) {
      background(() => this.current())();
      this.syncTimer = setInterval(
        background(() => this.current()),
        SYNC_EVERY_MS,
      );
      this.syncTimer.unref();
    }
    if (this.prunes) {
      this.pruneTimer = setInterval(
        background(() => pruneMatchingChanges(this.db)),
        PRUNE_EVERY_MS,
      );
      this.pruneTimer.unref();
    }
  }

  /** Stops the timers and waits for a sync under way (the database is closed next). */
  async stop(): Promise<void> {
    for (const timer of [this.syncTimer, this.pruneTimer]) if (timer) clearInterval(timer);
    this.syncTimer = this.pruneTimer = null;
    this.isStarted = false;
    await Promise.all([this.running, this.queued].map((sync) => sync?.catch(() => undefined)));
  }

  /**
   * Resolves once the copy holds every change committed before the call. Concurrent callers share the
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
      if (!this.following) return;
      const stale = Date.now() - this.lastSync > STALE_AFTER_MS;
      try {
        if (!this.isLoaded || stale) await this.loadAll();
        else {
          const changes = await this.feed.read(this.db);
          if (changes.some((change) => change.entity === "reset")) await this.loadAll();
          else if (changes.length > 0) await this.copy.apply(changes);
        }
      } catch (error) {
        // The feed may have moved past changes that were not applied, or a load stopped half way (the
        // database went away): only a full load is sure to be right again.
        this.isLoaded = false;
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
    await this.feed.restart(this.db);
    await this.copy.loadAll();
    // A load that passed the budget stopped half way: the copy holds nothing.
    this.isLoaded = this.following;
  }
}

/** The ids of one kind of entity among changes, each once. */
export function changedIds(changes: readonly MatchingChange[], entity: MatchingChange["entity"]): string[] {
  return [...new Set(changes.filter((change) => change.entity === entity).map((change) => change.entityId!))];
}

export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
