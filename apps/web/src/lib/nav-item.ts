import type { Icon } from "@tabler/icons-react";
import { matchPath } from "react-router";
import type { Screen } from "@stint/shared/page-routes";

export type NavLabel =
  | "dashboard"
  | "matching"
  | "ratings"
  | "account"
  | "myJobs"
  | "rounds"
  | "postJob"
  | "jobs"
  | "jobAlerts"
  | "myCvs"
  | "adminOverview"
  | "adminFigures"
  | "adminModeration"
  | "adminCompanies"
  | "adminAccounts"
  | "adminOperators"
  | "adminAuditLog";

export type NavItem = {
  /** The item's name under `shell.nav` in the `common` catalogue. */
  label: NavLabel;
  to: string;
  icon: Icon;
  /** Whether the screen at `pathname` belongs to this item. */
  matches: (pathname: string) => boolean;
};

/** The screens an item stands for, each with the screens below its path. */
export const under =
  (...screens: Screen[]) =>
  (pathname: string) =>
    screens.some((screen) => matchPath({ path: screen.path, end: false }, pathname) !== null);
