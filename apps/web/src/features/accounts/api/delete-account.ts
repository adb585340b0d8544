import { answer, api } from "../../../lib/api-client.ts";

export function deleteAccount(input: { password: string }) {
  return answer(api.DELETE("/me", { body: { password: input.password } }));
}
