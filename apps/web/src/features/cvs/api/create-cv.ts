import type { Cv, CvCreate } from "@stint/shared/cvs";
import { api } from "../../../lib/api-client.ts";

/** A new CV; a student's first one is primary whatever is sent. */
export function createCv(input: CvCreate) {
  return api.post<Cv>("/cvs", input);
}
