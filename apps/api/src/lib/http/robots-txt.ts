import { PAGE_ROUTES } from "@stint/shared/page-routes";

/** A private screen's path up to its first parameter: `/job-detail/` for `/job-detail/:id`. */
const prefixOf = (path: string) => path.replace(/:.*$/, "");

/**
 * The robots.txt the app serves: crawlers may read the public pages (the landing, sign-in and sign-up) and
 * nothing else. Every other screen needs a sign-in and shows a crawler only the sign-in, and the API is no
 * page. Written from the app's route list (packages/shared/src/page-routes.ts), so a new screen is covered.
 */
export const ROBOTS_TXT = [
  "# Stint: only the public pages are for search engines; every other screen needs a sign-in.",
  "User-agent: *",
  "Disallow: /api/",
  ...[...new Set(PAGE_ROUTES.filter((route) => !route.public).map((route) => prefixOf(route.path)))].map(
    (path) => `Disallow: ${path}`,
  ),
  "",
].join("\n");
