import { answer, api } from "../../../lib/api-client.ts";

/** The draft of a CV read from one of the student's stored PDFs; nothing is saved. */
export function importCv(fileId: string) {
  return answer(api.POST("/cvs/import", { body: { fileId } }));
}
