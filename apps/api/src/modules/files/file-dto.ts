import type { FileMeta } from "@stint/shared/files";
import type { FileRow } from "./find-owned-file.ts";
import { fileUrl } from "../../lib/file-url.ts";

export function fileDto(row: FileRow): FileMeta {
  return {
    id: row.id,
    purpose: row.purpose,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    url: fileUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}
