import { z } from "zod";

/** What an uploaded file is for; it decides which types and sizes are accepted and who may see it. */
export const FILE_PURPOSES = ["cv", "avatar", "logo"] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

const MB = 1024 * 1024;

/** PRODUCT §7: CV PDFs up to 10 MB, avatars and logos (PNG, JPEG, WebP) up to 5 MB. */
export const FILE_RULES: Record<FilePurpose, { maxBytes: number; contentTypes: readonly string[]; accept: string }> = {
  cv: { maxBytes: 10 * MB, contentTypes: ["application/pdf"], accept: "application/pdf,.pdf" },
  avatar: {
    maxBytes: 5 * MB,
    contentTypes: ["image/png", "image/jpeg", "image/webp"],
    accept: "image/png,image/jpeg,image/webp",
  },
  logo: {
    maxBytes: 5 * MB,
    contentTypes: ["image/png", "image/jpeg", "image/webp"],
    accept: "image/png,image/jpeg,image/webp",
  },
};

/** PRODUCT §7: what one user may keep in storage, all files together. */
export const USER_QUOTA_BYTES = 100 * MB;

/** Seed §9: how long the client keeps retrying an upload, and any other storage operation. */
export const MAX_UPLOAD_RETRY_MS = 10 * 60 * 1000;
export const MAX_OPERATION_RETRY_MS = 2 * 60 * 1000;

/** An uploaded file as the API returns it. `url` is where it is downloaded (or shown, for images). */
export const fileMetaSchema = z.object({
  id: z.string(),
  purpose: z.enum(FILE_PURPOSES),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type FileMeta = z.infer<typeof fileMetaSchema>;

/**
 * One of the signed-in user's own files. `removesAt`: an upload no CV, picture or logo uses is removed 24 hours
 * after it was uploaded (null while something uses it).
 */
export const ownFileSchema = fileMetaSchema.extend({ removesAt: z.string().nullable() });
export type OwnFile = z.infer<typeof ownFileSchema>;

/** The signed-in user's files, newest first, and how much of the quota they use. */
export const myFilesSchema = z.object({
  items: z.array(ownFileSchema),
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
});
export type MyFiles = z.infer<typeof myFilesSchema>;

/**
 * The seed's file-storage error codes (seed §8), plus the two the server uses for a refused body. Every one
 * has a message a user can act on; the web client shows these for the codes it gets.
 */
export const FILE_ERROR_MESSAGES = {
  "object-not-found": "This file no longer exists.",
  unauthenticated: "Please sign in again to upload or download files.",
  unauthorized: "You are not allowed to use this file.",
  "quota-exceeded": "Your storage is full (100 MB). Delete a file you no longer need and try again.",
  "retry-limit-exceeded": "The connection kept failing, so we stopped trying. Check your connection and try again.",
  canceled: "The upload was cancelled.",
  "invalid-url": "This download link has expired. Open the file again to get a new one.",
  "file-too-large": "This file is too large.",
  "unsupported-type": "This type of file is not accepted here.",
  unknown: "Something went wrong with the file. Please try again.",
} as const;
export type FileErrorCode = keyof typeof FILE_ERROR_MESSAGES;

/** A file id as sent in a form field (a CV's PDF, an avatar, a logo). */
export const fileIdSchema = z.uuid("Upload the file again.");
