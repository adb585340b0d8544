import type { Role } from "@stint/shared/account";
import type { OperatorPermission } from "@stint/shared/operators";
import { SCREENS } from "@stint/shared/page-routes";
import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { Splash } from "../components/splash.tsx";
import { RootRoute } from "./root-route.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

/**
 * Static route data: a screen that only one role may open (read by the home layout's guard), and whether the
 * server renders the screen's first view for a signed-in user (entry-server.tsx), for the screens people most
 * often open from a link or a search engine.
 */
export type RouteHandle = { role?: Role; operator?: OperatorPermission; serverRendered?: boolean };

const studentOnly: RouteHandle = { role: "student" };
const companyOnly: RouteHandle = { role: "company" };
const serverRendered: RouteHandle = { serverRendered: true };

/**
 * Every screen and layout is its own lazily loaded chunk (seed §2). Routes of later issues are added here when
 * their screens exist, never as placeholders.
 *
 * A screen that shows server data also has a loader, in its own small chunk (`loaders/`), loaded beside the
 * screen's: once the session is known it starts the screen's queries in `queryClient` (prefetch, never awaited),
 * so the data is on its way while the screen's code still downloads. The screen reads it with the same query
 * options and shows its own loading and error states, as before.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: "root",
      // Every screen's path is absolute (the table's), under the root; the landing screen is its index.
      path: SCREENS.landing.path,
      Component: RootRoute,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: Splash,
      children: [
        {
          // Signed-in users are sent on (to `next` or the dashboard) from these screens.
          lazy: () => import("./layouts/public-only-layout.tsx").then((m) => ({ Component: m.PublicOnlyLayout })),
          children: [
            { index: true, lazy: () => import("./routes/landing.tsx").then((m) => ({ Component: m.LandingRoute })) },
            {
              path: SCREENS.chooseSignUpRole.path,
              lazy: () =>
                import("./routes/choose-sign-up-role.tsx").then((m) => ({ Component: m.ChooseSignUpRoleRoute })),
            },
            {
              path: SCREENS.login.path,
              lazy: () => import("./routes/login.tsx").then((m) => ({ Component: m.LoginRoute })),
            },
            {
              path: SCREENS.signUpStudent.path,
              lazy: () => import("./routes/sign-up-student.tsx").then((m) => ({ Component: m.SignUpStudentRoute })),
            },
            {
              path: SCREENS.signUpCompany.path,
              lazy: () => import("./routes/sign-up-company.tsx").then((m) => ({ Component: m.SignUpCompanyRoute })),
            },
          ],
        },
        {
          path: SCREENS.forgetPassword.path,
          lazy: () => import("./routes/forget-password.tsx").then((m) => ({ Component: m.ForgetPasswordRoute })),
        },
        {
          path: SCREENS.resetPassword.path,
          lazy: () => import("./routes/reset-password.tsx").then((m) => ({ Component: m.ResetPasswordRoute })),
        },
        {
          // Signed in or not: the link mailed to a new sign-in address may be opened on any device.
          path: SCREENS.confirmEmail.path,
          lazy: () => import("./routes/confirm-email.tsx").then((m) => ({ Component: m.ConfirmEmailRoute })),
        },
        {
          // Signed in or not, like the email change's link: a new account's confirmation (decision 023).
          path: SCREENS.confirmAccount.path,
          lazy: () => import("./routes/confirm-account.tsx").then((m) => ({ Component: m.ConfirmAccountRoute })),
        },
        {
          // The operator console (issue 37): operators only, each screen for the permission in its handle.
          path: SCREENS.admin.path,
          lazy: () => import("./layouts/admin-layout.tsx").then((m) => ({ Component: m.AdminLayout })),
          children: [
            {
              index: true,
              lazy: () => import("./routes/admin-overview.tsx").then((m) => ({ Component: m.AdminOverviewRoute })),
            },
            {
              path: SCREENS.adminFigures.path,
              handle: { operator: "figures" } satisfies RouteHandle,
              lazy: () => import("./routes/admin-figures.tsx").then((m) => ({ Component: m.AdminFiguresRoute })),
            },
            {
              path: SCREENS.adminModeration.path,
              handle: { operator: "moderation" } satisfies RouteHandle,
              lazy: () => import("./routes/admin-moderation.tsx").then((m) => ({ Component: m.AdminModerationRoute })),
            },
            {
              path: SCREENS.adminCompanies.path,
              handle: { operator: "companies" },
              lazy: () => import("./routes/admin-companies.tsx").then((m) => ({ Component: m.AdminCompaniesRoute })),
            },
            {
              path: SCREENS.adminAccounts.path,
              handle: { operator: "accounts" } satisfies RouteHandle,
              lazy: () => import("./routes/admin-accounts.tsx").then((m) => ({ Component: m.AdminAccountsRoute })),
            },
            {
              path: SCREENS.adminOperators.path,
              handle: { operator: "operators" },
              lazy: () => import("./routes/admin-operators.tsx").then((m) => ({ Component: m.AdminOperatorsRoute })),
            },
            {
              path: SCREENS.adminAuditLog.path,
              lazy: () => import("./routes/admin-audit-log.tsx").then((m) => ({ Component: m.AdminAuditLogRoute })),
            },
          ],
        },
        {
          // Login required: the guard, the finish-your-account and wrong-role screens, and the app shell.
          lazy: () => import("./layouts/home-layout.tsx").then((m) => ({ Component: m.HomeLayout })),
          children: [
            {
              path: SCREENS.dashboard.path,
              lazy: {
                loader: () => import("./loaders/job-dashboard.ts").then((m) => m.jobDashboardLoader(queryClient)),
                Component: () => import("./routes/job-dashboard.tsx").then((m) => m.JobDashboardRoute),
              },
            },
            {
              path: SCREENS.jobList.path,
              handle: serverRendered,
              lazy: {
                loader: () => import("./loaders/job-posting-list.ts").then((m) => m.jobPostingListLoader(queryClient)),
                Component: () => import("./routes/job-posting-list.tsx").then((m) => m.JobPostingListRoute),
              },
            },
            {
              path: SCREENS.jobDetail.path,
              handle: serverRendered,
              lazy: {
                loader: () => import("./loaders/job-detail.ts").then((m) => m.jobDetailLoader(queryClient)),
                Component: () => import("./routes/job-detail.tsx").then((m) => m.JobDetailRoute),
              },
            },
            {
              path: SCREENS.jobCreation.path,
              handle: companyOnly,
              lazy: () => import("./routes/job-creation.tsx").then((m) => ({ Component: m.JobCreationRoute })),
            },
            {
              path: SCREENS.jobEdit.path,
              handle: companyOnly,
              lazy: {
                loader: () => import("./loaders/job-detail.ts").then((m) => m.jobDetailLoader(queryClient, "company")),
                Component: () => import("./routes/job-edit.tsx").then((m) => m.JobEditRoute),
              },
            },
            {
              path: SCREENS.companyPage.path,
              lazy: {
                loader: () => import("./loaders/company-detail.ts").then((m) => m.companyDetailLoader(queryClient)),
                Component: () => import("./routes/company-detail.tsx").then((m) => m.CompanyDetailRoute),
              },
            },
            {
              path: SCREENS.cvList.path,
              handle: studentOnly,
              lazy: {
                loader: () => import("./loaders/cv-list.ts").then((m) => m.cvListLoader(queryClient)),
                Component: () => import("./routes/cv-list.tsx").then((m) => m.CvListRoute),
              },
            },
            {
              path: SCREENS.cvCreation.path,
              handle: studentOnly,
              lazy: {
                loader: () => import("./loaders/cv-list.ts").then((m) => m.cvListLoader(queryClient)),
                Component: () => import("./routes/cv-creation.tsx").then((m) => m.CvCreationRoute),
              },
            },
            {
              path: SCREENS.cvEdit.path,
              handle: studentOnly,
              lazy: {
                loader: () => import("./loaders/cv-detail.ts").then((m) => m.cvDetailLoader(queryClient, "student")),
                Component: () => import("./routes/cv-edit.tsx").then((m) => m.CvEditRoute),
              },
            },
            {
              // Both roles: a company may read a student's CV when the API allows it (PRODUCT §4).
              path: SCREENS.cvDetail.path,
              lazy: {
                loader: () => import("./loaders/cv-detail.ts").then((m) => m.cvDetailLoader(queryClient)),
                Component: () => import("./routes/cv-detail.tsx").then((m) => m.CvDetailRoute),
              },
            },
            {
              // Both roles: a student's recommended jobs, a company's jobs with their best candidates.
              path: SCREENS.matchingList.path,
              lazy: {
                loader: () => import("./loaders/matching-list.ts").then((m) => m.matchingListLoader(queryClient)),
                Component: () => import("./routes/matching-list.tsx").then((m) => m.MatchingListRoute),
              },
            },
            {
              // A company's job and its candidate screens: who may be invited, the applicants, everyone related to it.
              path: SCREENS.matchingApplicants.path,
              handle: companyOnly,
              lazy: {
                loader: () =>
                  import("./loaders/matching-applicants.ts").then((m) => m.matchingApplicantsLoader(queryClient)),
                Component: () => import("./routes/matching-applicants.tsx").then((m) => m.MatchingApplicantsRoute),
              },
              children: [
                {
                  index: true,
                  lazy: { loader: () => import("./loaders/matching-applicants.ts").then((m) => m.toCompanyMatching) },
                },
                {
                  path: SCREENS.companyMatching.path,
                  lazy: {
                    loader: () =>
                      import("./loaders/matching-applicants.ts").then((m) => m.companyMatchingLoader(queryClient)),
                    Component: () => import("./routes/company-matching.tsx").then((m) => m.CompanyMatchingRoute),
                  },
                },
                {
                  path: SCREENS.jobApplicants.path,
                  lazy: {
                    loader: () =>
                      import("./loaders/matching-applicants.ts").then((m) => m.studentMatchingLoader(queryClient)),
                    Component: () => import("./routes/student-matching.tsx").then((m) => m.StudentMatchingRoute),
                  },
                },
                {
                  path: SCREENS.jobCandidates.path,
                  lazy: {
                    loader: () => import("./loaders/filtered-list.ts").then((m) => m.filteredListLoader(queryClient)),
                    Component: () => import("./routes/filtered-list.tsx").then((m) => m.FilteredListRoute),
                  },
                },
              ],
            },
            {
              // Both roles: a student rates the company of a started match, a company the student.
              path: SCREENS.ratingCreation.path,
              lazy: {
                loader: () => import("./loaders/ratings.ts").then((m) => m.ratingCreationLoader(queryClient)),
                Component: () => import("./routes/rating-creation.tsx").then((m) => m.RatingCreationRoute),
              },
            },
            {
              path: SCREENS.ratingList.path,
              lazy: {
                loader: () => import("./loaders/ratings.ts").then((m) => m.ratingListLoader(queryClient)),
                Component: () => import("./routes/rating-list.tsx").then((m) => m.RatingListRoute),
              },
            },
            {
              path: SCREENS.ratingEdit.path,
              lazy: {
                loader: () => import("./loaders/ratings.ts").then((m) => m.ratingDetailLoader(queryClient)),
                Component: () => import("./routes/rating-edit.tsx").then((m) => m.RatingEditRoute),
              },
            },
            {
              path: SCREENS.ratingDetail.path,
              lazy: {
                loader: () => import("./loaders/ratings.ts").then((m) => m.ratingDetailLoader(queryClient)),
                Component: () => import("./routes/rating-detail.tsx").then((m) => m.RatingDetailRoute),
              },
            },
            {
              path: SCREENS.jobAlerts.path,
              handle: studentOnly,
              lazy: {
                loader: () => import("./loaders/job-alerts.ts").then((m) => m.jobAlertsLoader(queryClient)),
                Component: () => import("./routes/job-alerts.tsx").then((m) => m.JobAlertsRoute),
              },
            },
            {
              // A company's placement rounds (a student's are cards of the matching list).
              path: SCREENS.roundList.path,
              handle: companyOnly,
              lazy: {
                loader: () => import("./loaders/rounds.ts").then((m) => m.roundListLoader(queryClient)),
                Component: () => import("./routes/round-list.tsx").then((m) => m.RoundListRoute),
              },
            },
            {
              path: SCREENS.roundDetail.path,
              handle: companyOnly,
              lazy: {
                loader: () => import("./loaders/rounds.ts").then((m) => m.roundDetailLoader(queryClient)),
                Component: () => import("./routes/round-detail.tsx").then((m) => m.RoundDetailRoute),
              },
            },
            {
              // The inbox stays mounted (its list, search and scroll) while conversations open beside it.
              path: SCREENS.messages.path,
              lazy: () => import("./routes/messages.tsx").then((m) => ({ Component: m.MessagesRoute })),
              children: [{ index: true }, { path: SCREENS.conversation.path }],
            },
            {
              path: SCREENS.messageStart.path,
              lazy: () => import("./routes/message-start.tsx").then((m) => ({ Component: m.MessageStartRoute })),
            },
            {
              path: SCREENS.studentDetail.path,
              handle: studentOnly,
              lazy: () =>
                import("./routes/account-student-detail.tsx").then((m) => ({ Component: m.AccountStudentDetailRoute })),
            },
            {
              path: SCREENS.studentEdit.path,
              handle: studentOnly,
              lazy: () =>
                import("./routes/account-student-edit.tsx").then((m) => ({ Component: m.AccountStudentEditRoute })),
            },
            {
              path: SCREENS.companyDetail.path,
              handle: companyOnly,
              lazy: () =>
                import("./routes/account-company-detail.tsx").then((m) => ({ Component: m.AccountCompanyDetailRoute })),
            },
            {
              path: SCREENS.companyEdit.path,
              handle: companyOnly,
              lazy: () =>
                import("./routes/account-company-edit.tsx").then((m) => ({ Component: m.AccountCompanyEditRoute })),
            },
          ],
        },
        { path: "*", lazy: () => import("./routes/not-found.tsx").then((m) => ({ Component: m.NotFoundRoute })) },
      ],
    },
  ];
}
