import type { Role } from "@stint/shared/account";
import { accountDetailPath, paths, SCREENS } from "@stint/shared/page-routes";
import {
  IconArrowsSort,
  IconBellRinging,
  IconBriefcase,
  IconFileCv,
  IconLayoutDashboard,
  IconSparkles,
  IconSquarePlus,
  IconStar,
  IconUserCircle,
} from "@tabler/icons-react";
import { type NavItem, under } from "../../lib/nav-item.ts";

/**
 * The role's screens, in the order of PRODUCT §2: Dashboard, Jobs, Matching, CVs or My jobs, Ratings; a company's
 * placement rounds beside Matching.
 */
export function navItems(role: Role): NavItem[] {
  const dashboard: NavItem = {
    label: "dashboard",
    to: paths.dashboard(),
    icon: IconLayoutDashboard,
    matches: under(SCREENS.dashboard),
  };
  const matching: NavItem = {
    label: "matching",
    to: paths.matchingList(),
    icon: IconSparkles,
    matches: under(SCREENS.matchingList, SCREENS.matchingApplicants),
  };
  const ratings: NavItem = {
    label: "ratings",
    to: paths.ratingList(),
    icon: IconStar,
    matches: under(SCREENS.ratingList, SCREENS.ratingCreation, SCREENS.ratingEdit, SCREENS.ratingDetail),
  };
  const account: NavItem = {
    label: "account",
    to: accountDetailPath(role),
    icon: IconUserCircle,
    matches: under(SCREENS.studentDetail, SCREENS.studentEdit, SCREENS.companyDetail, SCREENS.companyEdit),
  };
  if (role === "company") {
    return [
      dashboard,
      {
        label: "myJobs",
        to: paths.jobList({ mine: "true" }),
        icon: IconBriefcase,
        matches: under(SCREENS.jobList, SCREENS.jobDetail, SCREENS.jobEdit),
      },
      matching,
      {
        label: "rounds",
        to: paths.roundList(),
        icon: IconArrowsSort,
        matches: under(SCREENS.roundList, SCREENS.roundDetail),
      },
      { label: "postJob", to: paths.jobCreation(), icon: IconSquarePlus, matches: under(SCREENS.jobCreation) },
      ratings,
      account,
    ];
  }
  return [
    dashboard,
    {
      label: "jobs",
      to: paths.jobList(),
      icon: IconBriefcase,
      matches: under(SCREENS.jobList, SCREENS.jobDetail, SCREENS.companyPage),
    },
    { label: "jobAlerts", to: paths.jobAlerts(), icon: IconBellRinging, matches: under(SCREENS.jobAlerts) },
    matching,
    {
      label: "myCvs",
      to: paths.cvList(),
      icon: IconFileCv,
      matches: under(SCREENS.cvList, SCREENS.cvCreation, SCREENS.cvEdit, SCREENS.cvDetail),
    },
    ratings,
    account,
  ];
}
