import type { Account } from "@stint/shared/account";
import { useMe } from "../api/get-me.ts";

export type RoleAccount<R extends Account["role"]> = Extract<Account, { role: R }>;

/** The signed-in account when it has the given role; `null` otherwise (the route guards redirect meanwhile). */
export function useRoleAccount<R extends Account["role"]>(role: R): RoleAccount<R> | null {
  const account = useMe()?.account;
  return account?.role === role ? (account as RoleAccount<R>) : null;
}
