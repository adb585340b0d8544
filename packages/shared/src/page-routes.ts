/**
 * Every path the web app has a screen for, as its router (apps/web/src/app/router.tsx) writes them, `:id` for
 * one path segment, and whether the screen is public (open without signing in, for search engines too). The
 * server answers these with the app and 200, any other page path with the app and 404, so that the app shows
 * its not-found screen with the status a link checker or crawler reads (issue 30); robots.txt is written from
 * it. The web app's router test checks that the router has exactly these paths: a new screen is added to both.
 */
export const PAGE_ROUTES = [
  { path: "/", public: true },
  { path: "/choose-sign-up-role", public: true },
  { path: "/login", public: true },
  { path: "/sign-up/student", public: true },
  { path: "/sign-up/company", public: true },
  { path: "/forget-password", public: false },
  { path: "/reset-password", public: false },
  { path: "/confirm-account", public: false },
  { path: "/confirm-email", public: false },
  { path: "/job-dashboard", public: false },
  { path: "/job-posting-list", public: false },
  { path: "/job-detail/:id", public: false },
  { path: "/job-creation", public: false },
  { path: "/job-edit/:id", public: false },
  { path: "/company-detail/:id", public: false },
  { path: "/cv-list", public: false },
  { path: "/cv-creation", public: false },
  { path: "/cv-edit/:id", public: false },
  { path: "/cv-detail/:id", public: false },
  { path: "/matching-list", public: false },
  { path: "/matching-applicants/:id", public: false },
  { path: "/matching-applicants/:id/company-matching", public: false },
  { path: "/matching-applicants/:id/student-matching", public: false },
  { path: "/matching-applicants/:id/filtered-list", public: false },
  { path: "/rating-creation", public: false },
  { path: "/rating-list", public: false },
  { path: "/rating-edit/:id", public: false },
  { path: "/rating-detail/:id", public: false },
  { path: "/round-list", public: false },
  { path: "/round-detail/:id", public: false },
  { path: "/account/student/detail", public: false },
  { path: "/account/student/edit", public: false },
  { path: "/account/company/detail", public: false },
  { path: "/account/company/edit", public: false },
] as const satisfies readonly { path: string; public: boolean }[];

const segments = (path: string) => path.split("/").filter(Boolean);
const patterns = PAGE_ROUTES.map((route) => segments(route.path));

/**
 * Whether the app has a screen at `pathname` (a URL's path, still percent-encoded). As the router matches:
 * letters in any case, a trailing slash ignored, `:id` any one non-empty segment.
 */
export function isPageRoute(pathname: string): boolean {
  if (pathname.includes("//")) return false;
  const parts = segments(pathname.toLowerCase());
  return patterns.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) => segment.startsWith(":") || segment === parts[index]),
  );
}
