import type { Round, RoundCreate, RoundPatch } from "@stint/shared/rounds";
import { api } from "../../../lib/api-client.ts";

const path = (id: string) => `/rounds/${encodeURIComponent(id)}`;

/** A new round in draft, its creator the first member (companies only). */
export function createRound(body: RoundCreate) {
  return api.post<Round>("/rounds", body);
}

/** Its creator changes the name or deadlines, before the run; only the changed fields. */
export function updateRound(id: string, changes: RoundPatch) {
  return api.patch<Round>(path(id), changes);
}

/** Its creator deletes it while it is a draft. */
export function deleteRound(id: string) {
  return api.delete<void>(path(id));
}
