import type { Mailer } from "../../lib/mail/mailer.ts";
import type { OutboxHandlers } from "../../lib/outbox/outbox-worker.ts";
import type { TextQueryParser } from "../jobs/search/search-jobs.ts";
import { mailAlertDigest } from "./digest-mail.ts";
import { deliverFoundHits, matchPublishedJob } from "./match-published-job.ts";

/**
 * Job alerts' outbox events: `job.published` records the job for every alert that finds it,
 * `job-alert.hits-found` tells the instant and in-app ones among them, `job-alert.mail` mails a delivered digest.
 */
export function jobAlertsOutboxHandlers(deps: {
  mailer: Mailer;
  baseUrl: string;
  authSecret: string;
  parser: TextQueryParser;
  now: () => Date;
}): OutboxHandlers {
  return {
    "job.published": async ({ db, payload }) => {
      await matchPublishedJob({ tx: db, parser: deps.parser, jobId: payload.jobId, now: deps.now() });
    },
    "job-alert.hits-found": async ({ db, payload }) => {
      await deliverFoundHits({ tx: db, jobId: payload.jobId, now: deps.now() });
    },
    "job-alert.mail": ({ db, payload }) => mailAlertDigest({ ...deps, tx: db, ...payload }),
  };
}
