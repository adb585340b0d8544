import type { RoundCreate, RoundPatch } from "@stint/shared/rounds";
import { answer, api } from "../../../lib/api-client.ts";

/** A new round in draft, its creator the first member (companies only). */
export function createRound(body: RoundCreate) {
  return answer(api.POST("/rounds", { body }));
}

/** Its creator changes the name or deadlines, before the run; only the changed fields. */
export function updateRound(id: string, changes: RoundPatch) {
  return answer(api.PATCH("/rounds/{id}", { params: { path: { id } }, body: changes }));
}

/** Its creator deletes it while it is a draft. */
export function deleteRound(id: string) {
  return answer(api.DELETE("/rounds/{id}", { params: { path: { id } } }));
}
