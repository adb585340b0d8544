import type { StandardSchemaV1 } from "@standard-schema/spec";

/**
 * A schema whose issues name the form's inputs instead of the request body's paths: the form sends
 * `slots.0.startsAt` but shows a day and a time, so the shared schema's check of the body would otherwise
 * put its message where no input is (and block sending without a word).
 */
export function remapSchema(schema: StandardSchemaV1, fieldMap: Record<string, string>): StandardSchemaV1 {
  const remap = (result: StandardSchemaV1.Result<unknown>): StandardSchemaV1.Result<unknown> => {
    if (!result.issues) return result;
    return {
      issues: result.issues.map((issue) => {
        const path = (issue.path ?? []).map((part) => String(typeof part === "object" ? part.key : part)).join(".");
        const mapped = fieldMap[path];
        return mapped ? { ...issue, path: mapped.split(".") } : issue;
      }),
    };
  };
  return {
    "~standard": {
      ...schema["~standard"],
      validate: (value) => {
        const result = schema["~standard"].validate(value);
        return result instanceof Promise ? result.then(remap) : remap(result);
      },
    },
  };
}
