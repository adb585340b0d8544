import { z } from "@hono/zod-openapi";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `id` can be a row id. Ids come from URLs: one that is not a uuid cannot name a record, so callers
 * answer "not found" instead of letting PostgreSQL fail on the uuid column.
 */
export const isUuid = (id: string): boolean => UUID.test(id);

/** The `{id}` path parameter of a route, documented as the id of `what` ("the job"). */
export const idParams = (what: string) =>
  z.object({
    id: z.string().openapi({ param: { name: "id", in: "path" }, description: `${what}'s id (a uuid)` }),
  });
