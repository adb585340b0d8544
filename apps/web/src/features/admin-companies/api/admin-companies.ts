import type {
  AdminCompanyPage,
  CompanyVerification,
  VerificationDecisionInput,
} from "@stint/shared/company-verification";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { verificationKeys } from "../../../lib/query-keys.ts";

/** The states the screen filters by; `all` shows waiting companies first. */
export type CompanyStatusFilter = "waiting" | "verified" | "refused" | "all";

export function listCompanies(status: CompanyStatusFilter, q: string, cursor: string | null, signal?: AbortSignal) {
  const query = { status, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) };
  return answer(api.GET("/admin/companies", { params: { query }, signal })) as Promise<AdminCompanyPage>;
}

export const adminCompaniesQueryOptions = (status: CompanyStatusFilter, q: string) =>
  infiniteQueryOptions({
    queryKey: verificationKeys.adminList(status, q),
    queryFn: ({ signal, pageParam }) => listCompanies(status, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Companies in one state (or all, waiting first) whose name, email or website contain `q`, a page at a time. */
export function useAdminCompanies(status: CompanyStatusFilter, q: string) {
  return useInfiniteQuery(adminCompaniesQueryOptions(status, q));
}

/** Verify, refuse or revoke; 409 when another operator decided first (the list is read again either way). */
export function decideVerification(companyId: string, body: VerificationDecisionInput) {
  return answer(
    api.POST("/admin/companies/{id}/verification", { params: { path: { id: companyId } }, body: body as never }),
  ) as Promise<CompanyVerification>;
}
