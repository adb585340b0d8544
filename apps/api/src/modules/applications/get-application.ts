import type { ApplicationDetail } from "@stint/shared/applications";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { applicationDto, loadApplicationEvents, selectApplications } from "./application-dto.ts";
import type { Party } from "./party.ts";

export const applicationNotFound = () => notFound("This application");

/**
 * One application with its whole history, for its student or the job's company; anyone else gets 404,
 * whether it exists included.
 */
export async function getApplication(options: {
  db: Db;
  party: Party;
  applicationId: string;
}): Promise<ApplicationDetail> {
  const { db, party, applicationId } = options;
  if (!isUuid(applicationId)) throw applicationNotFound();
  const [row] = await selectApplications(db).where(eq(applications.id, applicationId));
  const own = party.role === "student" ? row?.studentId === party.accountId : row?.companyId === party.accountId;
  if (!row || !own) throw applicationNotFound();
  return { ...applicationDto(row, party), events: await loadApplicationEvents(db, applicationId) };
}
