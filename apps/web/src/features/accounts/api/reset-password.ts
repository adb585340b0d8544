import { answer, api } from "../../../lib/api-client.ts";

export function resetPassword(input: { newPassword: string; token: string }) {
  return answer(api.POST("/auth/reset-password", { body: { newPassword: input.newPassword, token: input.token } }));
}
