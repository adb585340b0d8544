import type { FilePurpose } from "@stint/shared/files";
import type { Role } from "@stint/shared/account";

/** Students upload CVs and their picture, companies their logo; a user without an account uploads nothing. */
export function purposesFor(role: Role | null): readonly FilePurpose[] {
  if (role === "student") return ["cv", "avatar"];
  if (role === "company") return ["logo"];
  return [];
}
