import type { Cv, CvPatch } from "@stint/shared/cvs";
import { api } from "../../../lib/api-client.ts";

/** Sends only the changed fields; the caller computes them against the loaded CV. */
export function updateCv(id: string, changes: CvPatch) {
  return api.patch<Cv>(`/cvs/${encodeURIComponent(id)}`, changes);
}
