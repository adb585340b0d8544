import path from "node:path";
import type { AppDeps } from "./app-deps.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createAuth } from "./lib/auth.ts";
import { systemClock } from "./lib/clock.ts";
import type { Logger } from "./lib/logger.ts";
import { createMailer } from "./lib/mail/create-mailer.ts";
import { accountsOutboxHandlers } from "./modules/accounts/accounts-outbox-handlers.ts";
import { createOutboxWorker } from "./lib/outbox/outbox-worker.ts";
import { createPeriodicTask } from "./lib/periodic-task.ts";
import { createStorage } from "./lib/storage/create-storage.ts";
import { createJobReads } from "./modules/jobs/job-reads.ts";
import { jobsOutboxHandlers } from "./modules/jobs/jobs-outbox-handlers.ts";
import { MatchingIndex } from "./modules/matching/index/matching-index.ts";
import { notificationsOutboxHandlers } from "./modules/notifications/notifications-outbox-handlers.ts";
import { createGeocoder } from "./modules/places/create-geocoder.ts";
import { sweepRatingNotifications } from "./modules/ratings/sweep-rating-notifications.ts";
import { sweepRounds } from "./modules/rounds/sweep-rounds.ts";
import { sweepUnattachedFiles } from "./modules/files/sweep-unattached-files.ts";

/**
 * How often each process looks for what the clock brings: matches that started, ratings revealed, rounds due,
 * uploads nothing used.
 */
const TIME_SWEEP_EVERY_MS = 60_000;

/** Wires the real parts together; main.ts and the integration tests share this. */
export async function createDeps(options: { env: Env; logger: Logger; database: Database }): Promise<AppDeps> {
  const { env, logger, database } = options;
  await database.migrate();
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    outboxDir: path.join(env.dataDir, "mail"),
    from: env.mailFrom,
    logger,
  });
  const geocoder = createGeocoder({ geocoderUrl: env.geocoderUrl });
  const auth = createAuth({ db: database.db, env, mailer, logger });
  const storage = await createStorage(env);
  const jobReads = createJobReads({ database, enabled: env.readCache });
  const outbox = createOutboxWorker({
    database,
    logger,
    handlers: {
      ...jobsOutboxHandlers,
      ...accountsOutboxHandlers({ mailer, baseUrl: env.baseUrl }),
      ...notificationsOutboxHandlers({ database, mailer, baseUrl: env.baseUrl, logger }),
    },
  });
  const matchingIndex = new MatchingIndex({ db: database.db, logger });
  const clock = systemClock();
  const timeSweep = createPeriodicTask({
    name: "time-sweep",
    everyMs: TIME_SWEEP_EVERY_MS,
    logger,
    run: async () => {
      const now = clock.now();
      const ratings = await sweepRatingNotifications({ db: database.db, now });
      const rounds = await sweepRounds({ db: database.db, now });
      const unattachedFiles = await sweepUnattachedFiles({ deps: { database, storage, logger }, now });
      return { ...ratings, rounds, unattachedFiles };
    },
  });
  return {
    env,
    database,
    logger,
    mailer,
    geocoder,
    auth,
    storage,
    jobReads,
    outbox,
    matchingIndex,
    clock,
    timeSweep,
  };
}

/**
 * Releases what createDeps opened, once no request is in flight: the time sweep, the matching index, the
 * outbox worker, the mailer's and the storage's connections, then the database (PGlite must be closed or its
 * files may need recovery on the next start).
 */
export async function closeDeps(
  deps: Pick<AppDeps, "mailer" | "storage" | "database" | "outbox" | "matchingIndex" | "timeSweep">,
): Promise<void> {
  await deps.timeSweep.stop();
  await deps.matchingIndex.stop();
  await deps.outbox.stop();
  await Promise.all([deps.mailer.close().catch(() => undefined), deps.storage.close().catch(() => undefined)]);
  await deps.database.close();
}
