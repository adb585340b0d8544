import { useMutation, useQueryClient } from "@tanstack/react-query";
import { cvChanged } from "./cv-cache.ts";
import { updateCv } from "./update-cv.ts";

/** The API takes the flag from the previous primary CV in the same step. */
export function useMakeCvPrimary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => updateCv(id, { isPrimary: true }),
    onSuccess: (cv) => cvChanged(queryClient, cv),
  });
}
