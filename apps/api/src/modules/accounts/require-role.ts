import type { Account, Role } from "@stint/shared";
import type { Context } from "hono";
import type { Db } from "../../db/client.ts";
import { forbidden } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { requireUser } from "../../lib/http/session.ts";
import { findAccountByEmail } from "./find-account.ts";

const MESSAGES: Record<Role, string> = {
  student: "This is for students.",
  company: "This is for companies.",
};

/**
 * The signed-in user's account when it has the given role: 401 without a session, 403 for the other role
 * (and for a user who has not finished their account, who has no role yet).
 */
export async function requireRole<R extends Role>(
  c: Context<AppEnv>,
  deps: { db: Db },
  role: R,
): Promise<Extract<Account, { role: R }>> {
  const user = await requireUser(c);
  const account = await findAccountByEmail({ db: deps.db, email: user.email, logger: c.get("logger") });
  if (!account || account.role !== role) throw forbidden(MESSAGES[role]);
  return account as Extract<Account, { role: R }>;
}
