import type { Role } from "@stint/shared/account";
import { createBrowserRouter, type RouteObject } from "react-router";
import { Splash } from "../components/splash.tsx";
import { RootRoute } from "./root-route.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

/** Static route data read by the home layout's guard: a screen that only one role may open. */
export type RouteHandle = { role?: Role };

const studentOnly: RouteHandle = { role: "student" };
const companyOnly: RouteHandle = { role: "company" };

/**
 * Every screen and layout is its own lazily loaded chunk (seed §2). Routes of later issues (jobs, CVs,
 * matching, ratings) are added here when their screens exist, never as placeholders.
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
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
            path: "choose-sign-up-role",
            lazy: () =>
              import("./routes/choose-sign-up-role.tsx").then((m) => ({ Component: m.ChooseSignUpRoleRoute })),
          },
          { path: "login", lazy: () => import("./routes/login.tsx").then((m) => ({ Component: m.LoginRoute })) },
          {
            path: "sign-up/student",
            lazy: () => import("./routes/sign-up-student.tsx").then((m) => ({ Component: m.SignUpStudentRoute })),
          },
          {
            path: "sign-up/company",
            lazy: () => import("./routes/sign-up-company.tsx").then((m) => ({ Component: m.SignUpCompanyRoute })),
          },
        ],
      },
      {
        path: "forget-password",
        lazy: () => import("./routes/forget-password.tsx").then((m) => ({ Component: m.ForgetPasswordRoute })),
      },
      {
        path: "reset-password",
        lazy: () => import("./routes/reset-password.tsx").then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        // Login required: the guard, the finish-your-account and wrong-role screens, and the app shell.
        lazy: () => import("./layouts/home-layout.tsx").then((m) => ({ Component: m.HomeLayout })),
        children: [
          {
            path: "job-dashboard",
            lazy: () => import("./routes/job-dashboard.tsx").then((m) => ({ Component: m.JobDashboardRoute })),
          },
          {
            path: "job-posting-list",
            lazy: () => import("./routes/job-posting-list.tsx").then((m) => ({ Component: m.JobPostingListRoute })),
          },
          {
            path: "job-detail/:id",
            lazy: () => import("./routes/job-detail.tsx").then((m) => ({ Component: m.JobDetailRoute })),
          },
          {
            path: "job-creation",
            handle: companyOnly,
            lazy: () => import("./routes/job-creation.tsx").then((m) => ({ Component: m.JobCreationRoute })),
          },
          {
            path: "job-edit/:id",
            handle: companyOnly,
            lazy: () => import("./routes/job-edit.tsx").then((m) => ({ Component: m.JobEditRoute })),
          },
          {
            path: "company-detail/:id",
            lazy: () => import("./routes/company-detail.tsx").then((m) => ({ Component: m.CompanyDetailRoute })),
          },
          {
            path: "cv-list",
            handle: studentOnly,
            lazy: () => import("./routes/cv-list.tsx").then((m) => ({ Component: m.CvListRoute })),
          },
          {
            path: "cv-creation",
            handle: studentOnly,
            lazy: () => import("./routes/cv-creation.tsx").then((m) => ({ Component: m.CvCreationRoute })),
          },
          {
            path: "cv-edit/:id",
            handle: studentOnly,
            lazy: () => import("./routes/cv-edit.tsx").then((m) => ({ Component: m.CvEditRoute })),
          },
          {
            // Both roles: a company may read a student's CV when the API allows it (PRODUCT §4).
            path: "cv-detail/:id",
            lazy: () => import("./routes/cv-detail.tsx").then((m) => ({ Component: m.CvDetailRoute })),
          },
          {
            path: "account/student/detail",
            handle: studentOnly,
            lazy: () =>
              import("./routes/account-student-detail.tsx").then((m) => ({ Component: m.AccountStudentDetailRoute })),
          },
          {
            path: "account/student/edit",
            handle: studentOnly,
            lazy: () =>
              import("./routes/account-student-edit.tsx").then((m) => ({ Component: m.AccountStudentEditRoute })),
          },
          {
            path: "account/company/detail",
            handle: companyOnly,
            lazy: () =>
              import("./routes/account-company-detail.tsx").then((m) => ({ Component: m.AccountCompanyDetailRoute })),
          },
          {
            path: "account/company/edit",
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

export const router = createBrowserRouter(routes);
