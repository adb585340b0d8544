import { useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";

/**
 * Whether the mailed reset link can still be used, asked when the screen opens so that a used or expired link
 * says so before a new password is typed. Asking does not use the link up. Never cached: the same link is
 * usable before a reset and used after it.
 */
export function useResetLinkStatus(token: string) {
  return useQuery({
    queryKey: ["reset-password-link", token],
    queryFn: ({ signal }) => answer(api.GET("/auth/reset-password-link", { params: { query: { token } }, signal })),
    enabled: token !== "",
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
