import type { TFunction } from "i18next";
import { ApiError } from "../lib/api-client.ts";

/**
 * What an error says in the page's language. An API error's code has its message in `common` (`errors.<code>`);
 * in English the API's own message is shown instead, as it was written for people and often says more than the
 * code's ("This job is already in another round" for a `conflict`).
 */
export function errorMessage(t: TFunction, language: string, error: unknown): string {
  if (error instanceof ApiError) {
    if (language === "en" && error.message) return error.message;
    const key = `common:errors.${error.code}`;
    return t(key, { defaultValue: t("common:errors.unknown") });
  }
  if (language === "en" && error instanceof Error && error.message) return error.message;
  return t("common:errors.unknown");
}
