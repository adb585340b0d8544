import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { fileKeys } from "../../../lib/query-keys.ts";

export const myFilesQueryOptions = queryOptions({
  queryKey: fileKeys.mine,
  queryFn: ({ signal }) => answer(api.GET("/files", { signal })),
});

/** The signed-in user's files, newest first, with the quota they use. */
export function useMyFiles(enabled = true) {
  return useQuery({ ...myFilesQueryOptions, enabled });
}
