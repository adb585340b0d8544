import { api } from "../../../lib/api-client.ts";

export function resetPassword(input: { newPassword: string; token: string }) {
  return api.post<unknown>("/auth/reset-password", { newPassword: input.newPassword, token: input.token });
}
