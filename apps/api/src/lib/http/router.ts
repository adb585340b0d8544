import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import { AppError, type FieldErrors } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

/** Turns zod issues into `{ "field.path": "message" }`, first message per field. */
export function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    if (issue.code === "unrecognized_keys") {
      for (const unknownKey of issue.keys)
        fields[[...issue.path, unknownKey].join(".")] = "This field is not accepted.";
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Every module builds its routes with this, so validation failures all answer the same 400 shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError("invalid-input", 400, "Some fields need your attention.", fieldErrors(result.error));
      }
    },
  });
}
