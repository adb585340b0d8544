import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { updateCv } from "./update-cv.ts";

/** The API takes the flag from the previous primary CV in the same step. */
export function useMakeCvPrimary() {
  return useApiMutation({
    mutationFn: (id: string) => updateCv(id, { isPrimary: true }),
    changes: (cv) => ["cv.saved", cv],
  });
}
