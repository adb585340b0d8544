import { z } from "zod";
import { accountSchema, companyAccountSchema, meSchema, studentAccountSchema } from "./account.ts";
import { accountExportSchema } from "./account-export.ts";
import {
  emailChangeConfirmedSchema,
  emailChangeStatusSchema,
  passwordChangedSchema,
  pendingEmailChangeSchema,
  sessionsSignedOutSchema,
  signedInSessionListSchema,
  signedInSessionSchema,
  signInMethodsSchema,
} from "./account-security.ts";
import { adminAccountSchema, adminAccountsPageSchema } from "./admin-accounts.ts";
import {
  auditLogPageSchema,
  operatorGrantAnswerSchema,
  operatorListItemSchema,
  operatorListSchema,
} from "./admin-operators.ts";
import {
  adminCompanyPageSchema,
  adminCompanySchema,
  companyVerificationSchema,
  ownVerificationSchema,
} from "./company-verification.ts";
import { figuresSchema } from "./figures.ts";
import { auditEntrySchema } from "./operators.ts";
import { applicationCountsSchema, jobApplicationCountsSchema } from "./application-counts.ts";
import {
  applicationDetailSchema,
  applicationEventSchema,
  applicationPageSchema,
  applicationSchema,
  applicationsRejectOpenResultSchema,
  invitationPageSchema,
  invitationSchema,
  invitationSettingsSchema,
  matchContactSchema,
  matchDetailSchema,
  matchPageSchema,
  matchSchema,
} from "./applications.ts";
import {
  conversationDetailSchema,
  conversationPageSchema,
  conversationStartedSchema,
  conversationSummarySchema,
  messagePageSchema,
  messageReportSchema,
  messageSchema,
  unreadCountSchema,
} from "./conversations.ts";
import { moderatedMessageReportListSchema, moderatedMessageReportSchema } from "./moderation.ts";
import { jobAlertListSchema, jobAlertSchema, jobAlertUnsubscribedSchema } from "./job-alerts.ts";
import { cvImportDraftSchema } from "./cv-import.ts";
import { cvListItemSchema, cvListSchema, cvSchema } from "./cvs.ts";
import { emailConfirmationSentSchema, emailConfirmedSchema } from "./email-confirmation.ts";
import { accountLanguageSchema } from "./account-language.ts";
import { apiErrorSchema } from "./errors.ts";
import { fileMetaSchema, myFilesSchema, ownFileSchema } from "./files.ts";
import {
  companyProfileSchema,
  jobCompanySchema,
  jobListItemSchema,
  jobSchema,
  jobSearchResultSchema,
  jobsSummarySchema,
} from "./jobs.ts";
import {
  candidateSchema,
  candidatesPageSchema,
  candidateStudentSchema,
  matchedJobSchema,
  matchedJobsPageSchema,
  matchExplanationSchema,
  matchSummarySchema,
} from "./matching.ts";
import {
  notificationPageSchema,
  notificationReadAllResultSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationUnreadCountSchema,
} from "./notifications.ts";
import {
  companyRatingSummarySchema,
  companyResponsivenessSchema,
  rateableMatchesSchema,
  rateableMatchSchema,
  ratingSchema,
  ratingsPageSchema,
} from "./ratings.ts";
import {
  companyRoundPartSchema,
  companySearchResultSchema,
  jobRankingSchema,
  roundJobSchema,
  roundListSchema,
  roundMemberSchema,
  roundPlaceSchema,
  roundRunSchema,
  roundSchema,
  roundSummarySchema,
  studentOutcomeSchema,
  studentRoundPartSchema,
} from "./rounds.ts";
import { savedFilterListSchema, savedFilterSchema } from "./saved-filters.ts";
import { savedJobMarkSchema, savedJobPageSchema, savedJobSchema, similarJobsSchema } from "./saved-jobs.ts";
import { calendarFeedSchema, interviewListSchema, interviewSchema, interviewSlotSchema } from "./interviews.ts";

/**
 * The type names of the API's answers in its OpenAPI document: each schema here becomes a component (`Job`,
 * `Application`, …) that the operations refer to, so that a client generated from the document has types by
 * these names instead of one anonymous type per operation. Only answers are named here: a request body's
 * schema may read differently from what the server sends (defaults, trimming), and one component cannot be
 * both. A new answer schema gets its name here (the API's openapi-responses test asks for it).
 */
const NAMES: [z.ZodType, string][] = [
  [apiErrorSchema, "Error"],
  [studentAccountSchema, "StudentAccount"],
  [companyAccountSchema, "CompanyAccount"],
  [accountSchema, "Account"],
  [meSchema, "Me"],
  [accountExportSchema, "AccountExport"],
  [pendingEmailChangeSchema, "PendingEmailChange"],
  [emailChangeStatusSchema, "EmailChangeStatus"],
  [emailChangeConfirmedSchema, "EmailChangeConfirmed"],
  [passwordChangedSchema, "PasswordChanged"],
  [signedInSessionSchema, "SignedInSession"],
  [signedInSessionListSchema, "SignedInSessionList"],
  [sessionsSignedOutSchema, "SessionsSignedOut"],
  [jobCompanySchema, "JobCompany"],
  [jobSchema, "Job"],
  [jobListItemSchema, "JobListItem"],
  [jobSearchResultSchema, "JobSearchResult"],
  [jobsSummarySchema, "JobsSummary"],
  [companyProfileSchema, "Company"],
  [companySearchResultSchema, "CompanySearchResult"],
  [companyRatingSummarySchema, "CompanyRatingSummary"],
  [companyResponsivenessSchema, "CompanyResponsiveness"],
  [fileMetaSchema, "File"],
  [ownFileSchema, "OwnFile"],
  [myFilesSchema, "MyFiles"],
  [cvSchema, "Cv"],
  [cvListItemSchema, "CvListItem"],
  [cvListSchema, "CvList"],
  [cvImportDraftSchema, "CvImportDraft"],
  [matchExplanationSchema, "MatchExplanation"],
  [matchSummarySchema, "MatchSummary"],
  [matchedJobSchema, "MatchedJob"],
  [matchedJobsPageSchema, "MatchedJobsPage"],
  [candidateStudentSchema, "CandidateStudent"],
  [candidateSchema, "Candidate"],
  [candidatesPageSchema, "CandidatesPage"],
  [jobApplicationCountsSchema, "JobApplicationCounts"],
  [applicationCountsSchema, "ApplicationCounts"],
  [applicationSchema, "ApplicationListItem"],
  [applicationEventSchema, "ApplicationEvent"],
  [applicationDetailSchema, "Application"],
  [applicationPageSchema, "ApplicationPage"],
  [applicationsRejectOpenResultSchema, "RejectOpenResult"],
  [invitationSchema, "Invitation"],
  [invitationPageSchema, "InvitationPage"],
  [invitationSettingsSchema, "InvitationSettings"],
  [matchSchema, "MatchListItem"],
  [matchContactSchema, "MatchContact"],
  [matchDetailSchema, "Match"],
  [matchPageSchema, "MatchPage"],
  [notificationSchema, "Notification"],
  [notificationPageSchema, "NotificationPage"],
  [notificationUnreadCountSchema, "NotificationUnreadCount"],
  [notificationReadAllResultSchema, "NotificationsReadAll"],
  [notificationSettingsSchema, "NotificationSettings"],
  [savedFilterSchema, "SavedFilter"],
  [savedFilterListSchema, "SavedFilterList"],
  [ratingSchema, "Rating"],
  [ratingsPageSchema, "RatingPage"],
  [rateableMatchSchema, "RateableMatch"],
  [rateableMatchesSchema, "RateableMatches"],
  [roundPlaceSchema, "RoundPlace"],
  [studentOutcomeSchema, "StudentRoundOutcome"],
  [roundMemberSchema, "RoundMember"],
  [roundJobSchema, "RoundJob"],
  [roundRunSchema, "RoundRun"],
  [studentRoundPartSchema, "StudentRoundPart"],
  [companyRoundPartSchema, "CompanyRoundPart"],
  [roundSchema, "Round"],
  [roundSummarySchema, "RoundSummary"],
  [roundListSchema, "RoundList"],
  [jobRankingSchema, "JobRanking"],
  [emailConfirmationSentSchema, "EmailConfirmationSent"],
  [accountLanguageSchema, "AccountLanguage"],
  [emailConfirmedSchema, "EmailConfirmed"],
  [conversationSummarySchema, "ConversationSummary"],
  [conversationDetailSchema, "ConversationDetail"],
  [conversationPageSchema, "ConversationPage"],
  [conversationStartedSchema, "ConversationStarted"],
  [unreadCountSchema, "ConversationUnreadCount"],
  [messageSchema, "Message"],
  [messagePageSchema, "MessagePage"],
  [messageReportSchema, "MessageReport"],
  [moderatedMessageReportSchema, "ModeratedMessageReport"],
  [moderatedMessageReportListSchema, "ModeratedMessageReportList"],
  [interviewSlotSchema, "InterviewSlot"],
  [interviewSchema, "Interview"],
  [interviewListSchema, "InterviewList"],
  [calendarFeedSchema, "CalendarFeed"],
  [savedJobSchema, "SavedJob"],
  [savedJobPageSchema, "SavedJobPage"],
  [savedJobMarkSchema, "SavedJobMark"],
  [similarJobsSchema, "SimilarJobs"],
  [jobAlertSchema, "JobAlert"],
  [jobAlertListSchema, "JobAlertList"],
  [jobAlertUnsubscribedSchema, "JobAlertUnsubscribed"],
  [signInMethodsSchema, "SignInMethods"],
  [adminAccountSchema, "AdminAccount"],
  [adminAccountsPageSchema, "AdminAccountPage"],
  [adminCompanySchema, "AdminCompany"],
  [adminCompanyPageSchema, "AdminCompanyPage"],
  [companyVerificationSchema, "CompanyVerification"],
  [ownVerificationSchema, "OwnVerification"],
  [figuresSchema, "PlacementFigures"],
  [operatorListItemSchema, "Operator"],
  [operatorListSchema, "OperatorList"],
  [operatorGrantAnswerSchema, "OperatorGranted"],
  [auditEntrySchema, "AuditEntry"],
  [auditLogPageSchema, "AuditLogPage"],
];

/**
 * Gives every answer schema its name (zod's `id` metadata, which the OpenAPI generator makes a component),
 * keeping what metadata it has. Called by the API before it writes its document; calling it again is harmless.
 */
export function nameAnswerSchemas(): void {
  for (const [schema, id] of NAMES) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}
