import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Auth } from "./lib/auth.ts";
import type { Clock } from "./lib/clock.ts";
import type { Logger } from "./lib/logger.ts";
import type { LiveUpdates } from "./lib/live/live-updates.ts";
import type { ServingState } from "./lib/http/serving-state.ts";
import type { Mailer } from "./lib/mail/mailer.ts";
import type { PasswordHashing } from "./lib/passwords/password-hashing.ts";
import type { OutboxWorker } from "./lib/outbox/outbox-worker.ts";
import type { PeriodicTask } from "./lib/periodic-task.ts";
import type { FileStorage } from "./lib/storage/file-storage.ts";
import type { VerificationGate } from "./modules/companies/verification/verification-gate.ts";
import type { JobReads } from "./modules/jobs/job-reads.ts";
import type { MatchingIndex } from "./modules/matching/index/matching-index.ts";
import type { NotificationLinkJobs } from "./modules/notifications/notification-targets.ts";
import type { Geocoder } from "./modules/places/geocoder.ts";

/** Everything a route module may use; built once in main.ts (or per test) and passed down explicitly. */
export type AppDeps = {
  env: Env;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  geocoder: Geocoder;
  auth: Auth;
  /** What sign-up hashes with and better-auth checks with (scrypt; tests may pass a cheaper one). */
  passwordHashing: PasswordHashing;
  storage: FileStorage;
  jobReads: JobReads;
  /** Carries out side effects written to the outbox; main.ts starts it once the app is ready. */
  outbox: OutboxWorker;
  /** What matching ranks, held in this process and kept current (decision 009); main.ts starts it. */
  matchingIndex: MatchingIndex;
  /** What time it is for rules that depend on it (a rating's reveal); tests set it. */
  clock: Clock;
  /**
   * What the clock brings: rating notifications (modules/ratings), round deadlines (modules/rounds), offers that
   * expire (modules/applications); main.ts starts it.
   */
  timeSweep: PeriodicTask;
  /** What a process killed mid-upload left (modules/files/reconcile-storage.ts); main.ts starts it. */
  uploadDebrisSweep: PeriodicTask;
  /** How notifications find the job of each record they link to (create-deps.ts composes it). */
  notificationLinkJobs: NotificationLinkJobs;
  /** Migrated (create-deps.ts), draining for a stop (main.ts): what readiness reports besides the parts'. */
  serving: ServingState;
  /** The live streams this process holds (GET /api/live) and their listener; started by the first stream. */
  live: LiveUpdates;
  /** What an unverified company may do (UNVERIFIED_COMPANIES), asked by publishing and inviting (issue 37). */
  verificationGate: VerificationGate;
};
