import { createRoute } from "@hono/zod-openapi";
import { cvCreateSchema, cvListSchema, cvPatchSchema, cvSchema } from "@stint/shared/cvs";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireRole, requireViewer } from "../../lib/http/viewer.ts";
import { createCv } from "./create-cv.ts";
import type { CvFileDeps } from "./cv-file.ts";
import { deleteCv } from "./delete-cv.ts";
import { getCv } from "./get-cv.ts";
import { listCvs } from "./list-cvs.ts";
import { updateCv } from "./update-cv.ts";

const tags = ["CVs"];
const errors = {
  400: errorContent("Invalid input, with a message per field (nested fields as paths like education.0.end)"),
  401: errorContent("Not signed in"),
  403: errorContent("Signed in, but not as a student"),
  404: errorContent("No such CV, or not yours"),
};
const cvParams = idParams("The CV");

const listRoute = createRoute({
  method: "get",
  path: "/cvs",
  tags,
  summary: "The signed-in student's CVs, the primary first, then the most recently edited",
  responses: { 200: jsonContent(cvListSchema, "The CVs, as list cards"), 401: errors[401], 403: errors[403] },
});

const createCvRoute = createRoute({
  method: "post",
  path: "/cvs",
  tags,
  summary: "Create a CV; the first one is primary, a later one only with isPrimary: true",
  request: { body: { ...jsonContent(cvCreateSchema, "The CV; only the title is required"), required: true } },
  responses: {
    201: jsonContent(cvSchema, "The created CV"),
    400: errorContent("Invalid input, or a fileId that is not a CV PDF the student uploaded"),
    401: errors[401],
    403: errors[403],
    409: errorContent("The student has the most CVs allowed"),
  },
});

const getCvRoute = createRoute({
  method: "get",
  path: "/cvs/{id}",
  tags,
  summary: "A CV, for its student or a company the student is visible to (open to offers)",
  request: { params: cvParams },
  responses: { 200: jsonContent(cvSchema, "The CV"), 401: errors[401], 404: errors[404] },
});

const patchCvRoute = createRoute({
  method: "patch",
  path: "/cvs/{id}",
  tags,
  summary: "Change the signed-in student's CV; send only the changed fields",
  description:
    "isPrimary: true makes this CV the primary one; isPrimary: false on the primary is refused (make another " +
    "CV primary instead). A PDF replaced or removed here is deleted when no other CV uses it.",
  request: { params: cvParams, body: { ...jsonContent(cvPatchSchema, "The changed fields"), required: true } },
  responses: {
    200: jsonContent(cvSchema, "The updated CV"),
    400: errors[400],
    401: errors[401],
    404: errors[404],
  },
});

const deleteCvRoute = createRoute({
  method: "delete",
  path: "/cvs/{id}",
  tags,
  summary: "Delete the signed-in student's CV (and its PDF, unless another CV uses it)",
  description: "Deleting the primary CV makes the most recently edited remaining one primary.",
  request: { params: cvParams },
  responses: { 204: { description: "Deleted" }, 401: errors[401], 404: errors[404] },
});

/**
 * `/api/cvs…`: a student's own CVs. Changing one is for its student only; everyone else gets 404 rather
 * than 403, so ids reveal nothing. Reading one follows student-visibility.ts.
 */
export function cvsRoutes(deps: CvFileDeps) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    return c.json({ items: await listCvs({ db, studentId: accountId }) }, 200);
  });

  router.openapi(createCvRoute, async (c) => {
    const { accountId } = await requireRole(c, "student");
    return c.json(await createCv({ db, studentId: accountId, fields: c.req.valid("json") }), 201);
  });

  router.openapi(getCvRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await getCv({ db, viewer, cvId: c.req.valid("param").id }), 200);
  });

  // A CV's studentId is its student's user id, so ownership needs no role: anyone else's CV is a 404.
  router.openapi(patchCvRoute, async (c) => {
    const { userId } = await requireViewer(c);
    const cv = await updateCv({ deps, studentId: userId, cvId: c.req.valid("param").id, patch: c.req.valid("json") });
    return c.json(cv, 200);
  });

  router.openapi(deleteCvRoute, async (c) => {
    const { userId } = await requireViewer(c);
    await deleteCv({ deps, studentId: userId, cvId: c.req.valid("param").id });
    return c.body(null, 204);
  });

  return router;
}
