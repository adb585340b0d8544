import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { partOfDay } from "./format.ts";

/** "Good morning, Lena" in the page's language, for the part of the day it is now. */
export function useGreeting() {
  const { t } = useTranslation("components");
  return useCallback((name: string) => t("greeting", { part: partOfDay(), name }), [t]);
}
