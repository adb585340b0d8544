import { api } from "../../../lib/api-client.ts";

export function deleteAccount(input: { password: string }) {
  return api.delete<void>("/me", { password: input.password });
}
