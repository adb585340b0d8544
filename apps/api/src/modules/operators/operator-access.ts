import type { OperatorPermission } from "@stint/shared/operators";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client.ts";
import { operators } from "../../db/schema/index.ts";
import { forbidden } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { requireViewer } from "../../lib/http/viewer.ts";

/** A signed-in operator with the permissions they hold now. */
export type OperatorViewer = { userId: string; email: string; permissions: OperatorPermission[] };

/** The user's operator permissions, or null when they are not an operator. */
export async function operatorPermissions(db: Db, userId: string): Promise<OperatorPermission[] | null> {
  const [row] = await db
    .select({ permissions: operators.permissions })
    .from(operators)
    .where(eq(operators.userId, userId));
  return row?.permissions ?? null;
}

/**
 * The viewer when they are an operator holding `permission` (any operator without one): 401 signed out, 403 for
 * everyone else. The session is checked in the database and the permissions read on every call, so a revoked
 * session or permission stops the next request, not one a few minutes later.
 */
export async function requireOperator(
  c: Context<AppEnv>,
  db: Db,
  permission?: OperatorPermission,
): Promise<OperatorViewer> {
  const viewer = await requireViewer(c, { fresh: true });
  const permissions = await operatorPermissions(db, viewer.userId);
  if (!permissions) throw forbidden("This is for the people who run Stint.");
  if (permission && !permissions.includes(permission)) throw forbidden("Your operator account may not do this.");
  return { userId: viewer.userId, email: viewer.email, permissions };
}
