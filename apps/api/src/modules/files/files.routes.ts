import { createRoute, z } from "@hono/zod-openapi";
import { FILE_PURPOSES, fileMetaSchema, myFilesSchema } from "@stint/shared/files";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { fileError } from "../../lib/errors.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { answerHeaders } from "../../lib/http/answer-headers.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireViewer } from "../../lib/http/viewer.ts";
import { deleteFile } from "./delete-file.ts";
import { canViewFile } from "./file-access.ts";
import { fileContent } from "./file-content.ts";
import { findFile } from "./find-owned-file.ts";
import { listFiles } from "./list-files.ts";
import { receiveUpload } from "./receive-upload.ts";
import { createFileUrlSigner } from "./signed-url.ts";
import { storeFile } from "./store-file.ts";
import { purposesFor } from "./upload-permissions.ts";

const NO_STORE = Object.freeze({ "cache-control": "no-store" });

const tags = ["Files"];
const notFound = errorContent("No such file, or not one you may see (object-not-found)");
const fileParams = idParams("The file");

/** The upload is read as a stream, not validated as a form (that would buffer it), so it is only documented. */
const uploadRoute = createRoute({
  method: "post",
  path: "/files",
  tags,
  summary: "Upload a file: the field purpose (cv, avatar, logo) first, then the field file",
  description:
    "Students upload cv (PDF, ≤ 10 MB) and avatar, companies logo (PNG, JPEG or WebP, ≤ 5 MB). The type is " +
    "told from the content; the name and declared type do not count. Every user has 100 MB in all.",
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            purpose: z.enum(FILE_PURPOSES),
            file: z.string().openapi({ type: "string", format: "binary" }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonContent(fileMetaSchema, "Stored"),
    400: errorContent("Not a multipart form with purpose and file, or an empty file"),
    401: errorContent("Not signed in (unauthenticated)"),
    403: errorContent("This account may not upload files for this purpose (unauthorized)"),
    413: errorContent("Larger than the purpose allows (file-too-large), or over the quota (quota-exceeded)"),
    415: errorContent("Content of a type the purpose does not accept (unsupported-type)"),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/files",
  tags,
  summary: "The signed-in user's files, newest first, and the quota they use",
  responses: { 200: jsonContent(myFilesSchema, "The files"), 401: errorContent("Not signed in") },
});

const getRoute = createRoute({
  method: "get",
  path: "/files/{id}",
  tags,
  summary: "Redirect to a short-lived signed link to the file's content",
  description:
    "The owner may fetch any of their files, anyone a logo, a company a student's CV PDF or picture while " +
    "the student is visible to it. The link works for about 5 minutes and needs no session.",
  request: { params: fileParams },
  responses: { 302: { description: "Location: the signed link" }, 404: notFound },
});

const contentRoute = createRoute({
  method: "get",
  path: "/files/{id}/content",
  tags,
  summary: "The file's bytes, behind a signed link from GET /files/{id}",
  request: {
    params: fileParams,
    query: z.object({
      expires: z.string().optional(),
      name: z.enum(["neutral"]).optional(),
      signature: z.string().optional(),
    }),
  },
  responses: {
    200: {
      description: "The file: PDFs as attachments, pictures inline",
      content: {
        "application/pdf": { schema: z.string().openapi({ format: "binary" }) },
        "image/*": { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    403: errorContent("Expired or altered link (invalid-url)"),
    404: notFound,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/files/{id}",
  tags,
  summary: "Delete one of the signed-in user's files (CVs, pictures and logos using it lose it)",
  request: { params: fileParams },
  responses: {
    204: { description: "Deleted" },
    401: errorContent("Not signed in"),
    404: notFound,
    503: errorContent(
      "The file storage cannot remove it now (storage-unavailable; the file is kept whole) or the database is " +
        "unavailable (database-unavailable): try again after Retry-After",
    ),
  },
});

/** Streaming uploads are the one request whose body may exceed the API's JSON limit. */
export const isFileUpload = (c: Context) => c.req.method === "POST" && /\/api\/files\/?$/.test(c.req.path);

/** `/api/files…`: uploads and listings for the signed-in user, downloads through signed links. */
export function filesRoutes(deps: Pick<AppDeps, "database" | "storage" | "logger" | "env">) {
  const db = deps.database.db;
  const signer = createFileUrlSigner(deps.env.authSecret);
  const router = createRouter();

  router.openAPIRegistry.registerPath(uploadRoute);
  router.post("/files", async (c) => {
    const viewer = await requireViewer(c);
    const request = c.req.raw;
    const meta = await receiveUpload({
      request,
      allowed: purposesFor(viewer.role),
      store: (file) => storeFile({ deps, ownerId: viewer.userId, ...file, signal: request.signal }),
    });
    return c.json(meta, 201);
  });

  router.openapi(listRoute, async (c) => {
    const { userId } = await requireViewer(c);
    answerHeaders(c, NO_STORE);
    return c.json(await listFiles({ db, ownerId: userId }), 200);
  });

  router.openapi(getRoute, async (c) => {
    const file = await findFile({ db, fileId: c.req.valid("param").id });
    const viewer = await c.get("viewer")();
    if (!file || !(await canViewFile({ db, file, viewer }))) {
      throw fileError("object-not-found", 404);
    }
    // A minute's reuse spares pages full of avatars a round trip each; the link itself lives longer.
    c.header("cache-control", "private, max-age=60");
    return c.redirect(signer.sign(file.id, new Date(), { neutral: viewer?.userId !== file.ownerId }).url, 302);
  });

  router.openapi(contentRoute, async (c) => {
    const { expires, signature, name } = c.req.valid("query");
    const fileId = c.req.valid("param").id;
    const headOnly = c.req.method === "HEAD";
    const neutral = name === "neutral";
    return fileContent({ deps: { ...deps, signer }, fileId, expires, signature, neutral, headOnly }) as never;
  });

  router.openapi(deleteRoute, async (c) => {
    const { userId } = await requireViewer(c);
    if (!(await deleteFile({ deps, ownerId: userId, fileId: c.req.valid("param").id }))) {
      throw fileError("object-not-found", 404);
    }
    return c.body(null, 204);
  });

  return router;
}
