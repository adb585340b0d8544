import type { OperatorPermission } from "@stint/shared/operators";
import { paths, SCREENS } from "@stint/shared/page-routes";
import { IconLayoutDashboard } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { matchPath, Navigate, Outlet, useLocation, useMatches } from "react-router";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { wasSignedOutOnPurpose } from "../../features/accounts/session-end.ts";
import { sectionsFor } from "../../features/admin/admin-sections.ts";
import type { NavItem } from "../../lib/nav-item.ts";
import { under } from "../../lib/nav-item.ts";
import type { RouteHandle } from "../router.tsx";
import { AppShellFrame } from "./app-shell-frame.tsx";

const NotPermittedScreen = lazy(() =>
  import("../routes/admin-not-permitted.tsx").then((m) => ({ default: m.AdminNotPermittedRoute })),
);

function useRequiredPermission(): OperatorPermission | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.operator) return handle.operator;
  }
  return undefined;
}

/**
 * The operator console (issue 37): for operators only, each screen for those holding its permission. The API
 * decides every call on its own; this guard only spares a person a screen of 403s.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const required = useRequiredPermission();

  if (!me) {
    const next = wasSignedOutOnPurpose() ? null : `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.landing({ next })} replace />;
  }
  const permissions = me.operator?.permissions ?? [];
  const items: NavItem[] = [
    {
      label: "adminOverview",
      to: paths.admin(),
      icon: IconLayoutDashboard,
      matches: (pathname) => matchPath({ path: SCREENS.admin.path, end: true }, pathname) !== null,
    },
    ...sectionsFor(permissions).map((section) => ({
      label: section.label,
      to: section.to,
      icon: section.icon,
      matches: under(section.screen),
    })),
  ];
  const permitted = me.operator !== null && (!required || permissions.includes(required));
  return (
    <AppShellFrame me={me} items={me.operator ? items : []} roleLabel={t("shell.operator")} role={null}>
      {permitted ? (
        <Outlet />
      ) : (
        <Suspense fallback={null}>
          <NotPermittedScreen operator={me.operator !== null} />
        </Suspense>
      )}
    </AppShellFrame>
  );
}
