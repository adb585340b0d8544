import type { CvList } from "@stint/shared/cvs";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { cvKeys } from "../../../lib/query-keys.ts";

export function listCvs(signal?: AbortSignal) {
  return api.get<CvList>("/cvs", { signal });
}

/** The signed-in student's CVs, primary first. */
export function useCvList(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: cvKeys.list,
    queryFn: ({ signal }) => listCvs(signal).then((body) => body.items),
    enabled: options.enabled,
  });
}
