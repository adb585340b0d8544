import type { AdminAccountsPage, SuspensionInput } from "@stint/shared/admin-accounts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { adminAccountKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function listAccounts(q: string, after: string | null, signal?: AbortSignal) {
  return answer(
    api.GET("/admin/accounts", { params: { query: { q: q || undefined, after: after ?? undefined } }, signal }),
  ) as Promise<AdminAccountsPage>;
}

export const adminAccountsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminAccountKeys.search(q),
    queryFn: ({ signal, pageParam }) => listAccounts(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });

/** Accounts whose email or name holds `q` (every account for ""), newest sign-up first, a page at a time. */
export function useAdminAccounts(q: string) {
  return useInfiniteQuery({ ...adminAccountsQueryOptions(q), placeholderData: keepPreviousData });
}

/** Suspends the account: its sessions end, and the person is mailed the reason. */
export function suspendAccount({ userId, input }: { userId: string; input: SuspensionInput }) {
  return answer(api.POST("/admin/accounts/{userId}/suspension", { params: { path: { userId } }, body: input }));
}

/** Resumes a suspended account; the list is read again either way (a 409: someone else was first). */
export function useResumeAccount() {
  return useApiMutation({
    mutationFn: (userId: string) =>
      answer(api.DELETE("/admin/accounts/{userId}/suspension", { params: { path: { userId } } })),
    changes: "account.suspension",
    refusalChanges: "account.suspension",
  });
}
