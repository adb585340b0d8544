import { createRoute, z } from "@hono/zod-openapi";
import { cvImportDraftSchema, cvImportFromFileSchema } from "@stint/shared/cv-import";
import type { Context } from "hono";
import type { AppDeps } from "../../../app-deps.ts";
import { AppError, badRequest } from "../../../lib/errors.ts";
import { errorContent, jsonContent } from "../../../lib/http/openapi.ts";
import { createRouter, fieldErrors } from "../../../lib/http/router.ts";
import { requireRole } from "../../../lib/http/viewer.ts";
import { readCvFromPdf } from "./read-cv-from-pdf.ts";
import { isMultipart, readImportPdf } from "./read-import-pdf.ts";

const PATH = "/cvs/import";

/** The one error body with the codes this route answers with for a status: a file's, or the JSON body's. */
const errorOf = (codes: [string, ...string[]]) =>
  z.object({
    error: z.object({ code: z.enum(codes), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  });

/** The PDF comes as a form (streamed, not validated as one: that would buffer it) or as JSON, so it is only documented. */
const importRoute = createRoute({
  method: "post",
  path: PATH,
  tags: ["CVs"],
  summary: "Read a CV PDF into a draft for the CV form; nothing is saved",
  description:
    "Send the PDF as multipart/form-data (the field file, at most 10 MB, told to be a PDF from its content), or " +
    "JSON naming one of the student's own uploaded CV files. The answer is a draft: what could not be read is " +
    "empty. The PDF is read with limits of pages, text, memory and time.",
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.string().openapi({ type: "string", format: "binary" }) }),
        },
        "application/json": { schema: cvImportFromFileSchema },
      },
    },
  },
  responses: {
    200: jsonContent(cvImportDraftSchema, "The draft read from the PDF"),
    400: errorContent("No file, another field, or a fileId that is not an id"),
    401: errorContent("Not signed in"),
    403: errorContent("Signed in, but not as a student"),
    404: errorContent("No such CV file of the student's (object-not-found)"),
    413: jsonContent(
      errorOf(["file-too-large", "too-large"]),
      "Larger than a CV PDF may be (file-too-large), or a JSON body larger than the API takes (too-large)",
    ),
    415: jsonContent(
      errorOf(["unsupported-type", "unsupported-media-type"]),
      "Not a PDF (unsupported-type), told from the content; or a body neither a form nor JSON (unsupported-media-type)",
    ),
    422: errorContent(
      "A PDF without text to read, a scan (pdf_no_text), or one that cannot be read at all or within the limits " +
        "(pdf_unreadable)",
    ),
  },
});

/** The one multipart route besides uploads: its body may exceed the API's JSON limit (app.ts). */
export const isCvImportUpload = (c: Context) =>
  c.req.method === "POST" && c.req.path.replace(/\/$/, "") === `/api${PATH}` && isMultipart(c.req.raw);

/** `POST /api/cvs/import`: a student's CV PDF read into a draft of the CV form. */
export function cvImportRoutes(deps: Pick<AppDeps, "database" | "storage">) {
  const router = createRouter();
  router.openAPIRegistry.registerPath(importRoute);
  router.post(PATH, async (c) => {
    const { userId } = await requireRole(c, "student");
    const request = c.req.raw;
    const fileId = isMultipart(request) ? undefined : await fileIdOf(c);
    const bytes = await readImportPdf({ deps, request, studentId: userId, fileId });
    return c.json(await readCvFromPdf(bytes), 200);
  });
  return router;
}

async function fileIdOf(c: Context): Promise<string> {
  const body: unknown = await c.req.json().catch(() => {
    throw new AppError(
      "unsupported-media-type",
      415,
      "Send the PDF as multipart/form-data, or JSON with the fileId of one of your CV files.",
    );
  });
  const parsed = cvImportFromFileSchema.safeParse(body);
  if (!parsed.success) throw badRequest("Some fields need your attention.", fieldErrors(parsed.error));
  return parsed.data.fileId;
}
