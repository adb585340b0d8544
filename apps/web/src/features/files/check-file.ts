import { FILE_RULES, type FilePurpose } from "@stint/shared/files";
import { formatBytes } from "../../lib/format.ts";

const TYPE_NAMES: Record<FilePurpose, string> = {
  cv: "a PDF",
  avatar: "a PNG, JPEG or WebP image",
  logo: "a PNG, JPEG or WebP image",
};

/**
 * The instant check before an upload starts, with the server's limits: saves a 20 MB wait to learn the file
 * is too big. The browser's type comes from the name, so the server's check by content stays the authority.
 */
export function checkFileBeforeUpload(purpose: FilePurpose, file: File): string | null {
  const rules = FILE_RULES[purpose];
  if (file.type && !rules.contentTypes.includes(file.type)) return `Choose ${TYPE_NAMES[purpose]}.`;
  if (file.size > rules.maxBytes) {
    return `This file is ${formatBytes(file.size)}; the limit is ${formatBytes(rules.maxBytes)}.`;
  }
  if (file.size === 0) return "This file is empty.";
  return null;
}

export const acceptedTypesLabel = (purpose: FilePurpose) =>
  `${TYPE_NAMES[purpose].replace(/^an? /, "")}, up to ${formatBytes(FILE_RULES[purpose].maxBytes)}`;
