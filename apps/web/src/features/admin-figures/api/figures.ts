import type { Figures, FiguresBreakdown } from "@stint/shared/figures";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";

/** What the screen asks for: both months of the range (YYYY-MM) and the breakdown. */
export type FiguresRequest = { from: string; to: string; by: FiguresBreakdown };

// Here rather than in lib/query-keys.ts: nothing else on the web changes or refreshes the figures.
const figuresKey = (request: FiguresRequest) => ["admin", "figures", request.from, request.to, request.by] as const;

export const figuresQueryOptions = (request: FiguresRequest) =>
  queryOptions({
    queryKey: figuresKey(request),
    queryFn: ({ signal }) =>
      answer(api.GET("/admin/figures", { params: { query: request }, signal })) as Promise<Figures>,
  });

/** The figures of a range; the last answer stays on screen while another range loads. */
export function useFigures(request: FiguresRequest | null) {
  return useQuery({
    ...figuresQueryOptions(request ?? { from: "", to: "", by: "none" }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** The CSV download's address: a plain link, so that the browser saves the attachment as it comes. */
export function figuresCsvUrl(request: FiguresRequest) {
  return `/api/admin/figures.csv?${new URLSearchParams(request).toString()}`;
}
