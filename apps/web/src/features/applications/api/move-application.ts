import type { ApplicationMove } from "@stint/shared/applications";
import { answer, api } from "../../../lib/api-client.ts";

/**
 * The job's company moves an application to a later step, or rejects it with a reason. Two companies' users
 * moving it at once: one wins, the other gets 409 (the application changed meanwhile).
 */
export function moveApplication(id: string, move: ApplicationMove) {
  return answer(api.POST("/applications/{id}/status", { params: { path: { id } }, body: move }));
}
