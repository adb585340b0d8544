import type { FilePurpose, Role } from "@stint/shared";

/** Students upload CVs and their picture, companies their logo; a user without an account uploads nothing. */
export function purposesFor(role: Role | null): readonly FilePurpose[] {
  if (role === "student") return ["cv", "avatar"];
  if (role === "company") return ["logo"];
  return [];
}
