import type { CvPatch } from "@stint/shared/cvs";
import { answer, api } from "../../../lib/api-client.ts";

/** Sends only the changed fields; the caller computes them against the loaded CV. */
export function updateCv(id: string, changes: CvPatch) {
  return answer(api.PATCH("/cvs/{id}", { params: { path: { id } }, body: changes }));
}
