import type { Role } from "@stint/shared/account";
import { EMAIL_UNCONFIRMED, EMAIL_UNCONFIRMED_MESSAGE } from "@stint/shared/email-confirmation";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { AppError } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";
import { requireRole, type RoleViewer } from "./viewer.ts";

/**
 * The viewer with `role` whose account may reach other users: 403 `email-unconfirmed` for an account signed up
 * beyond its address's budget until it opens its confirmation link (decision 023). For the actions that put
 * the account in front of someone else: applying, accepting an invitation, inviting, publishing a job, rating
 * and answering a rating, reporting, and a placement round's actions.
 */
export async function requireConfirmedRole<R extends Role>(
  c: Context<AppEnv>,
  role: R,
  db: Db,
): Promise<RoleViewer<R>> {
  const viewer = await requireRole(c, role);
  await assertEmailConfirmed(db, viewer.userId);
  return viewer;
}

/** The same refusal for a viewer found otherwise (either role). */
export async function assertEmailConfirmed(db: Db, userId: string): Promise<void> {
  if (await mustConfirmEmail(db, userId)) throw new AppError(EMAIL_UNCONFIRMED, 403, EMAIL_UNCONFIRMED_MESSAGE);
}

/** Whether the user still has to confirm their email before reaching anyone. */
export async function mustConfirmEmail(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ must: users.mustConfirmEmail }).from(users).where(eq(users.id, userId));
  return row?.must ?? false;
}
