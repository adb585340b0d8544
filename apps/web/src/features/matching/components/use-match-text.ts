import { languageName } from "@stint/shared/languages";
import type { MatchNames, MatchText } from "@stint/shared/matching";
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { type Labels, useLabels } from "../../../i18n/labels.ts";
import { formatDate, formatKilometres } from "../../../lib/format.ts";
import { currentLocale, perLocale } from "../../../lib/locale.ts";

const lists = perLocale((locale) => new Intl.ListFormat(locale, { style: "long", type: "conjunction" }));

type Values = MatchText["values"];
const isNames = (value: Values[string]): value is MatchNames => typeof value === "object";

/**
 * The values of a text ready for its message: codes named in the page's language, days and kilometres
 * formatted in its locale, lists written as the locale writes them ("A, B and 2 more", "A, B und 2 weitere").
 */
function messageValues(values: Values, t: TFunction, labels: Labels) {
  const word = (name: string) => (code: string) => {
    if (name === "jobTypes") return t(`jobTypeWord.${code}`);
    if (name === "workModes") return t(`workModeWord.${code}`);
    return code;
  };
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isNames(value)) {
      const names = value.names.map(word(name));
      out[name] = lists().format(value.more > 0 ? [...names, t("more", { count: value.more })] : names);
    } else out[name] = value;
  }
  const text = (name: string) => String(values[name] ?? "");
  if (typeof values.jobType === "string") {
    out.jobType = labels.jobType(values.jobType as never);
    out.jobTypeWord = t(`jobTypeWord.${values.jobType}`);
  }
  if (typeof values.workMode === "string") out.workMode = labels.workMode(values.workMode as never);
  for (const name of ["degree", "askedDegree"]) {
    if (typeof values[name] === "string") out[name] = labels.degree(values[name] as never);
  }
  if (typeof values.language === "string") out.languageName = languageName(values.language, currentLocale());
  for (const name of ["from", "to", "start", "end"]) out[name] = formatDate(text(name)) ?? "";
  for (const name of ["distance", "radius"]) {
    if (typeof values[name] === "number") out[name] = formatKilometres(values[name]);
  }
  return out;
}

/** Writes an explanation's texts (packages/matching) in the page's language: `text(t)`, `clauses(texts)`. */
export function useMatchText() {
  const { t } = useTranslation("matching");
  const labels = useLabels();
  const text = useCallback(
    (each: MatchText) => t(`text.${each.key}`, messageValues(each.values, t, labels)),
    [t, labels],
  );
  // A part's clauses, one line as the engine writes it (each clause is a sentence of its own in the catalogue).
  const clauses = useCallback((texts: readonly MatchText[]) => texts.map(text).join("; "), [text]);
  return { t, text, clauses };
}
