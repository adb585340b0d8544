import type { CvCreate } from "@stint/shared/cvs";
import { answer, api } from "../../../lib/api-client.ts";

/** A new CV; a student's first one is primary whatever is sent. */
export function createCv(input: CvCreate) {
  return answer(api.POST("/cvs", { body: input }));
}
