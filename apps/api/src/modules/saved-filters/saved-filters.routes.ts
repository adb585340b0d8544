import { createRoute } from "@hono/zod-openapi";
import {
  savedFilterCreateSchema,
  savedFilterListQuerySchema,
  savedFilterListSchema,
  savedFilterPatchSchema,
  savedFilterSchema,
} from "@stint/shared/saved-filters";
import type { AppDeps } from "../../app-deps.ts";
import { idParams } from "../../lib/http/id-param.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireRole } from "../../lib/http/viewer.ts";
import { createSavedFilter, deleteSavedFilter, listSavedFilters, updateSavedFilter } from "./saved-filters.ts";

const tags = ["Saved filters"];
const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
  403: errorContent("Not a company"),
  404: errorContent("No such saved filter or job of the company"),
  409: errorContent("The company has a saved filter with this name already (names are compared ignoring case)"),
};
const filterParams = idParams("The saved filter");
const body = <T extends Parameters<typeof jsonContent>[0]>(schema: T, description: string) => ({
  body: { ...jsonContent(schema, description), required: true },
});

const listRoute = createRoute({
  method: "get",
  path: "/saved-filters",
  tags,
  summary: "The company's saved candidate filters, by name",
  description: "With jobId (one of the company's jobs): the filters saved for that job and those for all jobs.",
  request: { query: savedFilterListQuerySchema },
  responses: {
    200: jsonContent(savedFilterListSchema, "The filters and how many"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errorContent("jobId names no job of the company"),
  },
});

const createFilterRoute = createRoute({
  method: "post",
  path: "/saved-filters",
  tags,
  summary: "Save a named candidate filter, for one of the company's jobs or (no jobId) for all of them",
  request: body(savedFilterCreateSchema, "The name (at most 80 characters), the job and the filter"),
  responses: {
    201: jsonContent(savedFilterSchema, "The saved filter"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errorContent("jobId names no job of the company"),
    409: errors[409],
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/saved-filters/{id}",
  tags,
  summary: "Rename a saved filter, move it to another job (null: all jobs) or replace its filter",
  request: { params: filterParams, ...body(savedFilterPatchSchema, "Only the fields that change") },
  responses: {
    200: jsonContent(savedFilterSchema, "The saved filter"),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
    409: errors[409],
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/saved-filters/{id}",
  tags,
  summary: "Delete a saved filter",
  request: { params: filterParams },
  responses: {
    204: { description: "Deleted" },
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

/** `/api/saved-filters…`: a company's named candidate filters (the seed's "filter" entity). */
export function savedFiltersRoutes(deps: Pick<AppDeps, "database">) {
  const db = deps.database.db;
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const { accountId } = await requireRole(c, "company");
    return c.json(await listSavedFilters({ db, companyId: accountId, query: c.req.valid("query") }), 200);
  });

  router.openapi(createFilterRoute, async (c) => {
    const { accountId } = await requireRole(c, "company");
    return c.json(await createSavedFilter({ db, companyId: accountId, input: c.req.valid("json") }), 201);
  });

  router.openapi(patchRoute, async (c) => {
    const { accountId } = await requireRole(c, "company");
    const filterId = c.req.valid("param").id;
    return c.json(await updateSavedFilter({ db, companyId: accountId, filterId, input: c.req.valid("json") }), 200);
  });

  router.openapi(deleteRoute, async (c) => {
    const { accountId } = await requireRole(c, "company");
    await deleteSavedFilter({ db, companyId: accountId, filterId: c.req.valid("param").id });
    return c.body(null, 204);
  });

  return router;
}
