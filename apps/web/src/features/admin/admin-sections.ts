import type { OperatorPermission } from "@stint/shared/operators";
import { paths, type Screen, SCREENS } from "@stint/shared/page-routes";
import {
  type Icon,
  IconBuildingCommunity,
  IconChartLine,
  IconHistory,
  IconShieldCheck,
  IconUserShield,
  IconUsers,
} from "@tabler/icons-react";
import type { NavLabel } from "../../lib/nav-item.ts";

/** One screen of the operator console, shown to operators holding `permission` (any operator without one). */
export type AdminSection = {
  /** Its name in the navigation (`shell.nav.<label>`, common catalogue) and the overview (`overview.<label>`, admin). */
  label: NavLabel;
  screen: Screen;
  to: string;
  icon: Icon;
  permission?: OperatorPermission;
};

/** The console's screens, in the order of the navigation: deciding about people first, then figures and the console itself. */
export const ADMIN_SECTIONS: AdminSection[] = [
  {
    label: "adminCompanies",
    screen: SCREENS.adminCompanies,
    to: paths.adminCompanies(),
    icon: IconBuildingCommunity,
    permission: "companies",
  },
  {
    label: "adminModeration",
    screen: SCREENS.adminModeration,
    to: paths.adminModeration(),
    icon: IconShieldCheck,
    permission: "moderation",
  },
  {
    label: "adminAccounts",
    screen: SCREENS.adminAccounts,
    to: paths.adminAccounts(),
    icon: IconUsers,
    permission: "accounts",
  },
  {
    label: "adminFigures",
    screen: SCREENS.adminFigures,
    to: paths.adminFigures(),
    icon: IconChartLine,
    permission: "figures",
  },
  {
    label: "adminOperators",
    screen: SCREENS.adminOperators,
    to: paths.adminOperators(),
    icon: IconUserShield,
    permission: "operators",
  },
  { label: "adminAuditLog", screen: SCREENS.adminAuditLog, to: paths.adminAuditLog(), icon: IconHistory },
];

/** The sections an operator with `permissions` may open. */
export function sectionsFor(permissions: readonly OperatorPermission[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => !section.permission || permissions.includes(section.permission));
}
