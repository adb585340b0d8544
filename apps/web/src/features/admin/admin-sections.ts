import type { OperatorPermission } from "@stint/shared/operators";
import { paths, SCREENS, type Screen } from "@stint/shared/page-routes";
import { type Icon, IconHistory, IconUserShield } from "@tabler/icons-react";
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

/** The console's screens, in the order of the navigation; each part of the console adds its own here. */
export const ADMIN_SECTIONS: AdminSection[] = [
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
