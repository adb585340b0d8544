import type { Context } from "hono";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { type Party, requireParty } from "../applications/party.ts";

/** Who reads or writes ratings: a student or a company, and whether they moderate ratings. */
export type RatingViewer = Party & { moderator: boolean };

/** The viewer as a party (401 signed out, 403 without an account) with their moderator flag. */
export async function requireRatingViewer(c: Context<AppEnv>, db: Db): Promise<RatingViewer> {
  const party = await requireParty(c);
  return { ...party, moderator: await isModerator(db, party.userId) };
}

export async function isModerator(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ moderator: users.moderator }).from(users).where(eq(users.id, userId));
  return row?.moderator ?? false;
}
