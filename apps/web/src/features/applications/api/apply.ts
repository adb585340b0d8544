import type { ApplicationCreate } from "@stint/shared/applications";
import { answer, api } from "../../../lib/api-client.ts";

/** Apply to a published job with one of the student's CVs (the primary one when none is named) and a note. */
export function applyToJob(input: ApplicationCreate) {
  return answer(api.POST("/applications", { body: input }));
}
