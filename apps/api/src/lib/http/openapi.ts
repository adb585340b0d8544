import type { z } from "@hono/zod-openapi";

/** An OpenAPI JSON body or response: the schema validates and documents it in one place. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
