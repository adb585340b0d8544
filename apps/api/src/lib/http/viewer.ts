import type { Role } from "@stint/shared/account";
import type { Context } from "hono";
import { forbidden, unauthenticated } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

/**
 * Who is asking: the signed-in user with the role of their account, found by id once per request (see
 * session.ts). `accountId` is the account row's id, which is the user's id; null with `role` null for a user
 * who has not finished their account.
 */
export type Viewer = { userId: string; email: string; role: Role | null; accountId: string | null };
export type RoleViewer<R extends Role> = Viewer & { role: R; accountId: string };

const WRONG_ROLE: Record<Role, string> = {
  student: "This is for students.",
  company: "This is for companies.",
};

/**
 * The viewer, or 401. `fresh` checks the session in the database even on a read: for reads that must not
 * outlive a revoked session by the cookie cache's few minutes.
 */
export async function requireViewer(c: Context<AppEnv>, options?: { fresh?: boolean }): Promise<Viewer> {
  const viewer = await c.get("viewer")(options);
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The viewer when their account has `role`: 401 without a session, 403 for the other role or no account. */
export async function requireRole<R extends Role>(c: Context<AppEnv>, role: R): Promise<RoleViewer<R>> {
  const viewer = await requireViewer(c);
  if (viewer.role !== role) throw forbidden(WRONG_ROLE[role]);
  return viewer as RoleViewer<R>;
}
