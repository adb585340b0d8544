/**
 * A response of the one error body (`{ error: { code, message, fields? } }`) with its code fixed, as plain
 * JSON Schema: for what the document adds over every operation, outside the routes' zod schemas.
 */
export const errorResponse = (code: string, description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: {
    "application/json": {
      schema: {
        type: "object",
        properties: {
          error: {
            type: "object",
            properties: {
              code: { type: "string", const: code },
              message: { type: "string" },
              fields: { type: "object", additionalProperties: { type: "string" } },
            },
            required: ["code", "message"],
            additionalProperties: false,
          },
        },
        required: ["error"],
        additionalProperties: false,
      },
    },
  },
});

export const retryAfterHeader = (description: string) => ({
  "Retry-After": { description, schema: { type: "integer", minimum: 1 } },
});
