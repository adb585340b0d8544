import type { AuditLogPage, AuditLogParams } from "@stint/shared/admin-operators";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { adminAuditKeys } from "../../../lib/query-keys.ts";

/** The filters as the API takes them, empty ones left out. */
export type AuditFilters = { action: string; subject: string };

const query = (filters: AuditFilters, cursor: string | undefined): Omit<AuditLogParams, "limit"> => ({
  ...(filters.action ? { action: filters.action } : {}),
  ...(filters.subject ? { subject: filters.subject } : {}),
  ...(cursor ? { cursor } : {}),
});

export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminAuditKeys.all, filters] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      answer(
        api.GET("/admin/audit-log", { params: { query: query(filters, pageParam) }, signal }),
      ) as Promise<AuditLogPage>,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The audit log newest first, a page at a time ("load more"), narrowed by the filters. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({ ...auditLogQueryOptions(filters), placeholderData: keepPreviousData });
}
