import type { NotificationLink, NotificationTarget } from "@stint/shared";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, invitations, matches, ratings } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";

// A `rateable` link names a match (the one to rate); a `rating` link a rating, which keeps its match's job.
const TABLES = {
  application: applications,
  invitation: invitations,
  match: matches,
  rating: ratings,
  rateable: matches,
} as const;

/**
 * What each link opens, with the job it is about: a company's screens for an application, an invitation or
 * a match are the job's, so the link alone is not enough. One query per kind of record linked (at most
 * five, by primary key); a record deleted since links to no job.
 */
export async function resolveTargets(
  db: Db,
  links: readonly (NotificationLink | undefined)[],
): Promise<(NotificationTarget | null)[]> {
  const jobOf = new Map<string, string>();
  await Promise.all(
    (Object.keys(TABLES) as (keyof typeof TABLES)[]).map(async (type) => {
      const ids = [...new Set(links.filter((link) => link?.type === type && isUuid(link.id)).map((link) => link!.id))];
      if (ids.length === 0) return;
      const table = TABLES[type];
      const rows = await db.select({ id: table.id, jobId: table.jobId }).from(table).where(inArray(table.id, ids));
      // An application whose company deleted its account has no job any more.
      for (const row of rows) if (row.jobId !== null) jobOf.set(`${type}:${row.id}`, row.jobId);
    }),
  );
  return links.map((link) => {
    if (!link) return null;
    const jobId = link.type === "job" ? link.id : (jobOf.get(`${link.type}:${link.id}`) ?? null);
    return { type: link.type, id: link.id, jobId };
  });
}
