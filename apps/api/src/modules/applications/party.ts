import type { Context } from "hono";
import { forbidden } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { requireViewer } from "../../lib/http/viewer.ts";

/** The signed-in account on one side of an application, invitation or match. */
export type Party = { role: "student" | "company"; accountId: string; userId: string };

/** The viewer as a party: 401 without a session, 403 for a user who has not finished their account. */
export async function requireParty(c: Context<AppEnv>): Promise<Party> {
  const viewer = await requireViewer(c);
  if (!viewer.role || !viewer.accountId) throw forbidden("Finish your account first.");
  return { role: viewer.role, accountId: viewer.accountId, userId: viewer.userId };
}

/** Today's date (UTC) as `YYYY-MM-DD`, the form job deadlines and start dates are stored in. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
