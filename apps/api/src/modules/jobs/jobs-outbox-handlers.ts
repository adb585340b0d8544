import type { OutboxHandlers } from "../../lib/outbox/outbox-worker.ts";
import { refreshCompanyJobs } from "./refresh-company-jobs.ts";

/** What the jobs module does when other modules report a change (see lib/outbox). */
export const jobsOutboxHandlers: OutboxHandlers = {
  "company.renamed": ({ db, payload }) => refreshCompanyJobs({ db, companyId: payload.companyId }),
};
