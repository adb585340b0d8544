import type { Me, Role } from "@stint/shared/account";
import type { QueryClient } from "@tanstack/react-query";
import { meQueryOptions } from "../../features/accounts/api/get-me.ts";

export type Viewer = Me & { role: Role; account: NonNullable<Me["account"]> };

/**
 * Whom a screen's data would be fetched for: the signed-in user with an account (of `role`, for a one-role
 * screen). Null when the guard will show something else instead (sign in, finish the account, wrong role), so
 * nothing is fetched that would only fail. Waits for the session's first answer, sharing the splash's request.
 */
export async function viewerFor(queryClient: QueryClient, role?: Role): Promise<Viewer | null> {
  let me: Me | null;
  try {
    me = await queryClient.ensureQueryData(meQueryOptions);
  } catch {
    return null; // The splash says the app could not load.
  }
  if (!me || me.role === null || me.account === null) return null;
  if (role && me.role !== role) return null;
  return me as Viewer;
}
