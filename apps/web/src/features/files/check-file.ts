import { FILE_RULES, type FilePurpose } from "@stint/shared/files";
import type { TFunction } from "i18next";
import { formatBytes } from "../../lib/format.ts";

/** What a purpose accepts, as the catalogue's select on `kind` names it ("a PDF", "a PNG, JPEG or WebP image"). */
const TYPE_KINDS: Record<FilePurpose, "pdf" | "image"> = { cv: "pdf", avatar: "image", logo: "image" };

/**
 * The instant check before an upload starts, with the server's limits: saves a 20 MB wait to learn the file
 * is too big. The browser's type comes from the name, so the server's check by content stays the authority.
 * `t` is any namespace's; the words are the `files` catalogue's.
 */
export function checkFileBeforeUpload(t: TFunction, purpose: FilePurpose, file: File): string | null {
  const rules = FILE_RULES[purpose];
  if (file.type && !rules.contentTypes.includes(file.type)) return t("files:check.type", { kind: TYPE_KINDS[purpose] });
  if (file.size > rules.maxBytes) {
    return t("files:check.tooLarge", { size: formatBytes(file.size), limit: formatBytes(rules.maxBytes) });
  }
  if (file.size === 0) return t("files:check.empty");
  return null;
}

export const acceptedTypesLabel = (t: TFunction, purpose: FilePurpose) =>
  t("files:check.accepted", { kind: TYPE_KINDS[purpose], limit: formatBytes(FILE_RULES[purpose].maxBytes) });
