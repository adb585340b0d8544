import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { cvRemoved } from "./cv-cache.ts";

export function deleteCv(id: string) {
  return answer(api.DELETE("/cvs/{id}", { params: { path: { id } } }));
}

/** Deleting the primary CV makes the next one primary (the API decides which). */
export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCv(id),
    onSuccess: (_result, id) => cvRemoved(queryClient, id),
  });
}
