import type { Context } from "hono";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { type Party, requireParty } from "../applications/party.ts";

/** Who writes, reports and reads ratings as a side of a match: a student or a company. */
export type RatingViewer = Party;

/**
 * An operator with the `moderation` permission deciding reported ratings (issue 37). They are no party: they
 * read every revealed rating, with its open reports and the words of a hidden one, and write none.
 */
export type RatingModerator = { role: "moderator"; userId: string };

/** Whoever a rating is read for: the sides of matches, and the operators deciding reports. */
export type RatingReader = RatingViewer | RatingModerator;

/** The viewer as a party (401 signed out, 403 without an account). */
export async function requireRatingViewer(c: Context<AppEnv>): Promise<RatingViewer> {
  return requireParty(c);
}
