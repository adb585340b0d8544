import type { Role } from "@stint/shared/account";
import { paths } from "@stint/shared/page-routes";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { Splash } from "../../components/splash.tsx";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { wasSignedOutOnPurpose } from "../../features/accounts/session-end.ts";
import { useLiveUpdates } from "../../lib/live/use-live-updates.ts";
import type { RouteHandle } from "../router.tsx";
import { AppShellFrame } from "./app-shell-frame.tsx";
import { navItems } from "./role-nav-items.ts";

// Screens the guard shows in place of a route; each its own chunk, as they are rarely needed.
const FinishAccountScreen = lazy(() =>
  import("../routes/finish-account.tsx").then((m) => ({ default: m.FinishAccountRoute })),
);
const WrongRoleScreen = lazy(() => import("../routes/wrong-role.tsx").then((m) => ({ default: m.WrongRoleRoute })));

function useRequiredRole(): Role | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.role) return handle.role;
  }
  return undefined;
}

/**
 * The login-required part of the app (seed §6). Signed out: to `/` with `next` kept (unless the user signed
 * out on purpose). No account row yet: the finish-your-account screen. Wrong role: a clear explanation.
 */
export function HomeLayout() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const requiredRole = useRequiredRole();
  // One live channel per signed-in tab, for as long as the signed-in part of the app is shown.
  useLiveUpdates(me?.account ? me.user.id : null);

  if (!me) {
    const next = wasSignedOutOnPurpose() ? null : `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.landing({ next })} replace />;
  }

  // An operator has no account of either role (issue 37): their screens are the console's.
  if (me.operator && me.account === null) return <Navigate to={paths.admin()} replace />;

  if (me.role === null || me.account === null) {
    return (
      <Suspense fallback={<Splash />}>
        <FinishAccountScreen />
      </Suspense>
    );
  }

  return (
    <AppShellFrame me={me} items={navItems(me.role)} roleLabel={t("shell.role", { role: me.role })} role={me.role}>
      {requiredRole && requiredRole !== me.role ? (
        <Suspense fallback={null}>
          <WrongRoleScreen required={requiredRole} actual={me.role} />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </AppShellFrame>
  );
}
