import { jobAlertSearchPath, jobAlertSearchWire } from "@stint/shared/job-alerts";
import { notificationSettingsPath } from "@stint/shared/notifications";
import { paths } from "@stint/shared/page-routes";
import { scoreOnly } from "@stint/matching";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobAlertHits, jobAlerts, users } from "../../db/schema/index.ts";
import { recipientLanguage, translator } from "../../i18n/server-i18n.ts";
import { languageColumns } from "../../i18n/user-language.ts";
import { renderMail } from "../../lib/mail/layout.ts";
import type { Mailer } from "../../lib/mail/mailer.ts";
import { loadJob } from "../jobs/load-job.ts";
import { publishedCardsByIds } from "../jobs/search/search-jobs.ts";
import { findPrimaryMatchCv } from "../matching/cv-for-matching.ts";
import { todayIso } from "../matching/match-inputs.ts";
import { notificationFooter } from "../notifications/notification-mail.ts";
import { mailIsOn } from "../notifications/notification-settings.ts";
import { alertUnsubscribeUrl } from "./alert-unsubscribe-token.ts";

/** How many of a digest's jobs the mail lists; the rest are counted, and the search shows them all. */
export const DIGEST_LISTED_JOBS = 10;

/**
 * Mails the jobs of one delivered digest (`deliveredAt`): each still published job with the student's match
 * score for their primary CV, a button to the search, and the one-click way out of this alert (List-Unsubscribe,
 * RFC 8058). Nothing when the alert is gone, paused, in-app only, or the student turned this kind of mail off.
 */
export async function mailAlertDigest(options: {
  tx: Db;
  mailer: Mailer;
  baseUrl: string;
  authSecret: string;
  alertId: string;
  deliveredAt: string;
}): Promise<void> {
  const { tx, mailer, baseUrl, authSecret, alertId, deliveredAt } = options;
  const [alert] = await tx
    .select({
      id: jobAlerts.id,
      studentId: jobAlerts.studentId,
      name: jobAlerts.name,
      frequency: jobAlerts.frequency,
      paused: jobAlerts.paused,
      search: jobAlerts.search,
      placeLabel: jobAlerts.placeLabel,
      email: users.email,
      userName: users.name,
      ...languageColumns,
    })
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.studentId))
    .where(eq(jobAlerts.id, alertId));
  if (!alert || alert.paused || alert.frequency === "in-app") return;
  if (!(await mailIsOn({ db: tx, userId: alert.studentId, kind: "job-alert.digest" }))) return;
  const hits = await tx
    .select({ jobId: jobAlertHits.jobId })
    .from(jobAlertHits)
    .where(and(eq(jobAlertHits.alertId, alertId), sql`${jobAlertHits.deliveredAt} = ${deliveredAt}::timestamptz`));
  // Closed or deleted since: not offered any more.
  const cards = await publishedCardsByIds(
    tx,
    hits.map((hit) => hit.jobId),
  );
  if (cards.length === 0) return;
  cards.sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""));
  const listed = cards.slice(0, DIGEST_LISTED_JOBS);
  const scores = await matchScores(
    tx,
    alert.studentId,
    listed.map((card) => card.id),
  );

  const language = recipientLanguage(alert);
  const t = translator(language);
  const unsubscribeLink = alertUnsubscribeUrl(baseUrl, authSecret, alertId);
  const searchLink =
    baseUrl + jobAlertSearchPath({ search: jobAlertSearchWire(alert.search), placeLabel: alert.placeLabel });
  const title = t("mails:jobAlert.title", { count: cards.length, name: alert.name });
  const mail = renderMail({
    language,
    subject: t("mails:subject", { title }),
    name: alert.userName,
    blocks: [
      title,
      ...listed.flatMap((card) => {
        const score = scores.get(card.id);
        const job = { title: card.title, company: card.company.name };
        const line =
          score === undefined ? t("mails:jobAlert.job", job) : t("mails:jobAlert.jobScored", { ...job, score });
        return [line, { link: t("mails:jobAlert.open"), url: baseUrl + paths.jobDetail({ id: card.id }) }];
      }),
      ...(cards.length > listed.length ? [t("mails:jobAlert.more", { count: cards.length - listed.length })] : []),
      { button: t("mails:jobAlert.search"), url: searchLink },
    ],
    footer: notificationFooter({
      language,
      kind: "job-alert.digest",
      settingsLink: baseUrl + notificationSettingsPath("student"),
      unsubscribeLink,
    }),
  });
  await mailer.send({
    to: alert.email,
    ...mail,
    messageId: `<job-alert-${alertId}-${Date.parse(deliveredAt)}@${new URL(baseUrl).hostname}>`,
    headers: {
      "X-Stint-Job-Alert": alertId,
      // RFC 2369 and RFC 8058: the mail client's "Unsubscribe" posts to the link and pauses this alert only.
      "List-Unsubscribe": `<${unsubscribeLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}

/** The matching engine's score of the student's primary CV for each job, in percent; none without a CV. */
async function matchScores(tx: Db, studentId: string, jobIds: readonly string[]): Promise<Map<string, number>> {
  const cv = await findPrimaryMatchCv({ db: tx, studentId });
  const scores = new Map<string, number>();
  if (!cv) return scores;
  const context = { today: todayIso(), student: cv.profile };
  for (const jobId of jobIds) {
    const job = await loadJob({ db: tx, jobId });
    const result = job && scoreOnly(cv, job, context);
    // An excluded pair has no score to show, as on the job list.
    if (result && !result.excluded) scores.set(jobId, Math.round(result.score));
  }
  return scores;
}
