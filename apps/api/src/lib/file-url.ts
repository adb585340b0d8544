/**
 * Where a stored file is fetched: the authorised endpoint, which checks who asks and then redirects to a
 * short-lived signed URL. Every DTO that points at a file (CV PDF, avatar, logo) builds its URL here.
 */
export function fileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}

export const fileUrlOrNull = (fileId: string | null) => (fileId === null ? null : fileUrl(fileId));
