import { useEffect, useState } from "react";
import { matchPath, Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { homePath, SCREENS } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { clearSignedOutOnPurpose } from "../../features/accounts/session-end.ts";
import { safeNextPath } from "../../lib/next-path.ts";

/**
 * Landing, sign-in and sign-up are for signed-out visitors. A signed-in user (also the moment a sign-in or
 * sign-up succeeds) is sent to the page first asked for, when it is a same-site path, or home: the first step
 * of a new account right after sign-up, else the dashboard.
 */
export function PublicOnlyLayout() {
  const me = useMe();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  // Whether the visitor came signed out: only then is a session appearing on a sign-up screen a new account.
  const [cameSignedOut] = useState(() => me === null);

  // The sign-out has been followed to this screen; from now on a guarded page again remembers where to return.
  useEffect(() => {
    if (!me) clearSignedOutOnPurpose();
  }, [me]);

  if (me) {
    // The session appears on a sign-up screen the moment the account is created: go on to the first step. Someone
    // already signed in who opens a sign-up screen goes to the dashboard like from any public screen.
    const onSignUp = [SCREENS.signUpStudent, SCREENS.signUpCompany].some((screen) => matchPath(screen.path, pathname));
    const after = cameSignedOut && onSignUp ? "sign-up" : "sign-in";
    return <Navigate to={safeNextPath(searchParams.get("next")) ?? homePath(me.role, after)} replace />;
  }
  return <Outlet />;
}
