import { z } from "zod";

/** The body of every error response of the API. */
export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
