import type { Account } from "@stint/shared/account";
import type { AccountExport } from "@stint/shared/account-export";
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authAccounts, emailChanges, sessions, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { exportApplications } from "../applications/list-applications.ts";
import { exportInvitations, getInvitationSettings } from "../applications/invitations.ts";
import { exportMatches } from "../applications/matches.ts";
import type { Party } from "../applications/party.ts";
import { exportConversations } from "../conversations/export-conversations.ts";
import { exportCvs } from "../cvs/list-cvs.ts";
import { listFiles } from "../files/list-files.ts";
import { exportInterviews } from "../interviews/end-account-interviews.ts";
import { exportJobs } from "../jobs/load-job.ts";
import { exportNotifications } from "../notifications/list-notifications.ts";
import type { NotificationLinkJobs } from "../notifications/notification-targets.ts";
import { getNotificationSettings } from "../notifications/notification-settings.ts";
import { exportRatings } from "../ratings/list-ratings.ts";
import { listSavedFilters } from "../saved-filters/saved-filters.ts";
import { exportSavedJobs } from "../saved-jobs/list-saved-jobs.ts";
import { exportJobAlerts } from "../job-alerts/job-alerts.ts";
import { exportVerification } from "../companies/verification/verification-state.ts";
import { exportRounds } from "../rounds/export-rounds.ts";

/**
 * Where each table that holds user data goes in the export. export-account.test.ts reads the database's
 * tables: a table neither here nor on its list of tables without user data fails it, and every path here
 * must hold records in the export of a student and a company who have used everything.
 */
export const EXPORTED_TABLES: Record<string, string> = {
  auth_users: "user",
  auth_sessions: "sessions",
  auth_accounts: "signIn",
  email_changes: "emailChanges",
  students: "account",
  companies: "account",
  files: "files",
  notifications: "notifications",
  notification_settings: "settings.notifications",
  cvs: "cvs",
  jobs: "jobs",
  saved_filters: "savedFilters",
  saved_jobs: "savedJobs",
  job_alerts: "jobAlerts",
  job_alert_hits: "jobAlerts[].hits",
  applications: "applications",
  application_events: "applications[].events",
  offers: "applications[].offer",
  invitations: "invitations",
  matches: "matches",
  ratings: "ratings.given",
  rating_responses: "ratings.given[].response",
  rating_reports: "ratings.reports",
  rounds: "rounds.rounds",
  round_members: "rounds.rounds[].membership",
  round_runs: "rounds.rounds[].runs",
  round_jobs: "rounds.jobs",
  round_student_rankings: "rounds.studentRankings",
  round_job_rankings: "rounds.jobRankings",
  round_outcomes: "rounds.places",
  round_job_outcomes: "rounds.jobOutcomes",
  conversations: "conversations",
  conversation_jobs: "conversations[].jobs",
  messages: "conversations[].messages",
  message_attachments: "conversations[].messages[].attachments",
  message_reports: "messageReports",
  interviews: "interviews",
  interview_slots: "interviews[].slots",
  calendar_feeds: "calendarFeed.createdAt",
  company_verifications: "verification",
};

/**
 * Everything Stint holds about a user, as one JSON document (accountExportSchema): never a password hash, a
 * token or a verification value, and of other users only what this user sees of them anyway. Files are listed
 * with their metadata; each one's `url` downloads it. Ratings: every one the user gave, and those about them
 * they can see (revealed at `now`). A fixed number of queries per domain, whatever the amount of data.
 */
export async function exportAccount(options: {
  db: Db;
  userId: string;
  account: Account | null;
  now: Date;
  /** How the exported notifications find the jobs they link to (AppDeps). */
  linkJobs: NotificationLinkJobs;
}): Promise<AccountExport> {
  const { db, userId, account, now, linkJobs } = options;
  const party: Party | null = account ? { role: account.role, accountId: account.id, userId } : null;
  const student = party?.role === "student" ? party : null;
  const company = party?.role === "company" ? party : null;
  const none = Promise.resolve([]);
  const [
    [user],
    emailChangeRows,
    signIn,
    activeSessions,
    { items: files },
    notificationSettings,
    invitationSettings,
    notifications,
    cvs,
    jobs,
    savedFilters,
    applications,
    invitations,
    matches,
    ratings,
    rounds,
    conversations,
    interviews,
    savedJobs,
    jobAlerts,
    verification,
  ] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    // Never the token's hash.
    db
      .select({
        previousEmail: emailChanges.previousEmail,
        newEmail: emailChanges.newEmail,
        requestedAt: emailChanges.createdAt,
        expiresAt: emailChanges.expiresAt,
        confirmedAt: emailChanges.confirmedAt,
      })
      .from(emailChanges)
      .where(eq(emailChanges.userId, userId))
      .orderBy(asc(emailChanges.createdAt)),
    // How the user signs in and when that last changed; never the password hash or a provider's tokens.
    db
      .select({
        provider: authAccounts.providerId,
        createdAt: authAccounts.createdAt,
        updatedAt: authAccounts.updatedAt,
      })
      .from(authAccounts)
      .where(eq(authAccounts.userId, userId))
      .orderBy(asc(authAccounts.createdAt)),
    // Never the session token.
    db
      .select({
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    listFiles({ db, ownerId: userId }),
    getNotificationSettings({ db, userId }),
    student ? getInvitationSettings({ db, studentId: student.accountId }) : null,
    exportNotifications({ db, recipient: { userId, role: account?.role ?? null }, linkJobs }),
    student ? exportCvs({ db, studentId: student.accountId }) : none,
    company ? exportJobs({ db, companyId: company.accountId }) : none,
    company ? listSavedFilters({ db, companyId: company.accountId, query: {} }).then((list) => list.items) : none,
    party ? exportApplications({ db, party }) : none,
    party ? exportInvitations({ db, party }) : none,
    party ? exportMatches({ db, party }) : none,
    account
      ? exportRatings({ db, viewer: { role: account.role, accountId: userId, userId }, now })
      : { given: [], received: [], reports: [], hidden: [] },
    party
      ? exportRounds({ db, party, now })
      : { rounds: [], jobs: [], studentRankings: [], jobRankings: [], places: [], jobOutcomes: [] },
    party ? exportConversations({ db, party }) : { conversations: [], messageReports: [] },
    exportInterviews(db, party, userId, now),
    student ? exportSavedJobs({ db, studentId: student.accountId, now }) : none,
    student ? exportJobAlerts({ db, studentId: student.accountId }) : none,
    company ? exportVerification({ db, companyId: company.accountId }) : null,
  ]);
  if (!user) throw notFound("Your account");
  const iso = (date: Date) => date.toISOString();
  return {
    exportedAt: now.toISOString(),
    user: { ...user, createdAt: iso(user.createdAt), updatedAt: iso(user.updatedAt) },
    account,
    emailChanges: emailChangeRows.map((row) => ({
      ...row,
      requestedAt: iso(row.requestedAt),
      expiresAt: iso(row.expiresAt),
      confirmedAt: row.confirmedAt ? iso(row.confirmedAt) : null,
    })),
    signIn: signIn.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) })),
    sessions: activeSessions.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      expiresAt: iso(row.expiresAt),
    })),
    files,
    settings: { notifications: notificationSettings, invitations: invitationSettings },
    notifications,
    cvs,
    jobs,
    savedFilters,
    savedJobs,
    jobAlerts,
    verification,
    applications,
    invitations,
    matches,
    ratings,
    rounds,
    ...conversations,
    ...interviews,
  };
}
