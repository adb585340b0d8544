import path from "node:path";
import type { AppDeps } from "./app-deps.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createAuth } from "./lib/auth.ts";
import { systemClock } from "./lib/clock.ts";
import type { Logger } from "./lib/logger.ts";
import { pruneLiveEvents } from "./lib/live/live-cursor.ts";
import { createLiveUpdates } from "./lib/live/live-updates.ts";
import { createMailer } from "./lib/mail/create-mailer.ts";
import { accountsOutboxHandlers } from "./modules/accounts/accounts-outbox-handlers.ts";
import { createOutboxWorker } from "./lib/outbox/outbox-worker.ts";
import { createPeriodicTask } from "./lib/periodic-task.ts";
import { type PasswordHashing, scryptHashing } from "./lib/passwords/password-hashing.ts";
import { applicationLinkJobs } from "./modules/applications/notification-link-jobs.ts";
import { sweepOffers } from "./modules/applications/sweep-offers.ts";
import { createStorage } from "./lib/storage/create-storage.ts";
import { verificationGate } from "./modules/companies/verification/verification-gate.ts";
import { createJobReads } from "./modules/jobs/job-reads.ts";
import { conversationsOutboxHandlers } from "./modules/conversations/conversations-outbox-handlers.ts";
import { jobsOutboxHandlers } from "./modules/jobs/jobs-outbox-handlers.ts";
import { sweepJobAlertDigests } from "./modules/job-alerts/deliver-digests.ts";
import { jobAlertsOutboxHandlers } from "./modules/job-alerts/job-alerts-outbox-handlers.ts";
import { MatchingIndex } from "./modules/matching/index/matching-index.ts";
import { processIndexBudget, startingIndexMode } from "./db/index-budget-check.ts";
import type { NotificationLinkJobs } from "./modules/notifications/notification-targets.ts";
import { interviewCalendar } from "./modules/interviews/calendar-invite.ts";
import { cancelInterviewsOfEndedApplications } from "./modules/interviews/cancel-interviews-of-ended-applications.ts";
import { sweepInterviewReminders } from "./modules/interviews/sweep-interview-reminders.ts";
import { sweepSavedJobReminders } from "./modules/saved-jobs/sweep-saved-job-reminders.ts";
import { notificationsOutboxHandlers } from "./modules/notifications/notifications-outbox-handlers.ts";
import { createGeocoder } from "./modules/places/create-geocoder.ts";
import { ratingLinkJobs } from "./modules/ratings/notification-link-jobs.ts";
import { sweepRatingNotifications } from "./modules/ratings/sweep-rating-notifications.ts";
import { sweepRounds } from "./modules/rounds/sweep-rounds.ts";
import { sweepUnattachedFiles } from "./modules/files/sweep-unattached-files.ts";
import { createUploadDebrisSweep } from "./modules/files/reconcile-storage.ts";

/**
 * How often each process looks for what the clock brings: matches that started, ratings revealed, rounds due,
 * offers unanswered by their day, interviews tomorrow or of ended applications, uploads nothing used, live events older than a day,
 * job alerts' daily and weekly digests.
 */
const TIME_SWEEP_EVERY_MS = 60_000;

/**
 * How notifications find the job of each record they link to, asked of the modules that own those records
 * (applications, invitations and matches; ratings). Composed here so that notifications imports neither.
 */
export const notificationLinkJobs: NotificationLinkJobs = { ...applicationLinkJobs, ...ratingLinkJobs };

/** Wires the real parts together; main.ts and the integration tests share this. */
export async function createDeps(options: {
  env: Env;
  logger: Logger;
  database: Database;
  /** scrypt unless a test that signs up hundreds of users passes a cheaper one. */
  passwordHashing?: PasswordHashing;
}): Promise<AppDeps> {
  const { env, logger, database, passwordHashing = scryptHashing } = options;
  const serving = { migrated: false, draining: false };
  await database.migrate();
  serving.migrated = true;
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    outboxDir: path.join(env.dataDir, "mail"),
    from: env.mailFrom,
    logger,
  });
  const geocoder = createGeocoder({ geocoderUrl: env.geocoderUrl });
  const auth = createAuth({ db: database.db, env, mailer, logger, passwordHashing });
  const storage = await createStorage(env);
  // Before any index loads: the rows they would hold against their budget (decision 034).
  const indexMode = await startingIndexMode({ db: database.db, logger, budgetBytes: processIndexBudget(env) });
  const jobReads = createJobReads({ database, enabled: env.readCache, logger, indexMode });
  const clock = systemClock();
  const outbox = createOutboxWorker({
    database,
    logger,
    handlers: {
      ...jobsOutboxHandlers,
      ...accountsOutboxHandlers({ mailer, baseUrl: env.baseUrl }),
      ...conversationsOutboxHandlers({ mailer, baseUrl: env.baseUrl, authSecret: env.authSecret }),
      ...jobAlertsOutboxHandlers({
        mailer,
        baseUrl: env.baseUrl,
        authSecret: env.authSecret,
        parser: jobReads.searchIndex.parser,
        now: () => clock.now(),
      }),
      ...notificationsOutboxHandlers({
        database,
        mailer,
        baseUrl: env.baseUrl,
        authSecret: env.authSecret,
        logger,
        linkJobs: notificationLinkJobs,
        calendar: interviewCalendar({ baseUrl: env.baseUrl, mailFrom: env.mailFrom, now: () => clock.now() }),
      }),
    },
  });
  const matchingIndex = new MatchingIndex({ db: database.db, logger, jobCards: jobReads.searchIndex, mode: indexMode });
  const timeSweep = createPeriodicTask({
    name: "time-sweep",
    everyMs: TIME_SWEEP_EVERY_MS,
    logger,
    run: async () => {
      const now = clock.now();
      const ratings = await sweepRatingNotifications({ db: database.db, now });
      const rounds = await sweepRounds({ db: database.db, now });
      const expiredOffers = await sweepOffers({ db: database.db, now });
      const interviewReminders = await sweepInterviewReminders({ db: database.db, now });
      const savedJobReminders = await sweepSavedJobReminders({ db: database.db, now });
      const endedInterviews = await cancelInterviewsOfEndedApplications({ db: database.db, now });
      const unattachedFiles = await sweepUnattachedFiles({ deps: { database, storage, logger }, now });
      const liveEvents = await pruneLiveEvents(database.db);
      const jobAlertDigests = await sweepJobAlertDigests({ db: database.db, now });
      return {
        ...ratings,
        rounds,
        expiredOffers,
        interviewReminders,
        savedJobReminders,
        endedInterviews,
        unattachedFiles,
        liveEvents,
        jobAlertDigests,
      };
    },
  });
  const uploadDebrisSweep = createUploadDebrisSweep({ database, storage, logger, env });
  return {
    env,
    database,
    logger,
    mailer,
    geocoder,
    auth,
    passwordHashing,
    storage,
    jobReads,
    outbox,
    matchingIndex,
    clock,
    timeSweep,
    uploadDebrisSweep,
    notificationLinkJobs,
    serving,
    live: createLiveUpdates({ database, logger }),
    verificationGate: verificationGate(env.unverifiedCompanies),
  };
}

/**
 * Releases what createDeps opened, once no request is in flight: the sweeps, the in-memory indexes, the
 * outbox worker, the mailer's and the storage's connections, then the database (PGlite must be closed or its
 * files may need recovery on the next start, so it is waited for; a PostgreSQL pool that still has a client
 * checked out, or a background run stuck on a dropped connection, is logged and left behind).
 */
export async function closeDeps(
  deps: Pick<
    AppDeps,
    | "mailer"
    | "storage"
    | "database"
    | "outbox"
    | "matchingIndex"
    | "jobReads"
    | "timeSweep"
    | "uploadDebrisSweep"
    | "logger"
    | "live"
  >,
  /** How long closing waits for each part before it goes on without it: a shutdown must end. */
  { stepTimeoutMs = 10_000 }: { stepTimeoutMs?: number } = {},
): Promise<void> {
  const step = (name: string, closing: Promise<unknown>) => boundedStep(deps.logger, name, closing, stepTimeoutMs);
  // First: open streams end (their clients reconnect to another process) and the listener's connection closes.
  await step("live updates", deps.live.stop());
  await step("time sweep", deps.timeSweep.stop());
  await step("upload debris sweep", deps.uploadDebrisSweep.stop());
  await step("matching index", deps.matchingIndex.stop());
  await step("job search index", deps.jobReads.searchIndex.stop());
  await step("outbox", deps.outbox.stop());
  await Promise.all([
    step(
      "mailer",
      deps.mailer.close().catch(() => undefined),
    ),
    step(
      "storage",
      deps.storage.close().catch(() => undefined),
    ),
  ]);
  if (deps.database.kind === "pglite") await deps.database.close();
  else await step("database pool", deps.database.close());
}

async function boundedStep(logger: Logger, name: string, closing: Promise<unknown>, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), timeoutMs);
  });
  const outcome = await Promise.race([closing.then(() => "closed" as const), timedOut]);
  clearTimeout(timer);
  if (outcome === "timed out") logger.warn({ part: name, waitedMs: timeoutMs }, "closing: gave up waiting");
}
