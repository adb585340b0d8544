import type { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "@stint/shared/errors";

/** An OpenAPI JSON body or response: the schema validates and documents it in one place. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** An error response in the one error body shape (`{ error: { code, message, fields? } }`). */
export const errorContent = (description: string) => jsonContent(apiErrorSchema, description);
