import type { NotificationLink, NotificationTarget } from "@stint/shared/notifications";
import type { Db } from "../../db/client.ts";
import { isUuid } from "../../lib/http/id-param.ts";

/** The jobs of some records of one kind, by id; a record gone, or without a job any more, is left out or null. */
export type LinkedRecordJobs = (db: Db, ids: string[]) => Promise<{ id: string; jobId: string | null }[]>;

/**
 * For each kind of record a notification may link to and that is about a job, how to find its job. The
 * modules owning those records provide it (applications: application, invitation, match and rateable;
 * ratings: rating), and the composition root passes it in: notifications reads no other module's tables.
 * A `job` link is its own job; a kind left out (a round) has none.
 */
export type NotificationLinkJobs = Partial<Record<Exclude<NotificationLink["type"], "job">, LinkedRecordJobs>>;

/**
 * What each link opens, with the job it is about: a company's screens for an application, an invitation or
 * a match are the job's, so the link alone is not enough. One query per kind of record linked (at most
 * five, by primary key); a record deleted since links to no job.
 */
export async function resolveTargets(
  db: Db,
  links: readonly (NotificationLink | undefined)[],
  linkJobs: NotificationLinkJobs,
): Promise<(NotificationTarget | null)[]> {
  const jobOf = new Map<string, string>();
  await Promise.all(
    (Object.keys(linkJobs) as (keyof NotificationLinkJobs)[]).map(async (type) => {
      const ids = [...new Set(links.filter((link) => link?.type === type && isUuid(link.id)).map((link) => link!.id))];
      if (ids.length === 0) return;
      const rows = await linkJobs[type]!(db, ids);
      for (const row of rows) if (row.jobId !== null) jobOf.set(`${type}:${row.id}`, row.jobId);
    }),
  );
  return links.map((link) => {
    if (!link) return null;
    const jobId = link.type === "job" ? link.id : (jobOf.get(`${link.type}:${link.id}`) ?? null);
    return { type: link.type, id: link.id, jobId };
  });
}
