import { IconFileText } from "@tabler/icons-react";
import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import classes from "./pdf-marks.module.css";

/** Whether the CV form's field at a path still holds what was read from a PDF (cv-pdf-draft.ts `isFromPdf`). */
export type FromPdf = (path: string) => boolean;

const FromPdfContext = createContext<FromPdf>(() => false);

/** Given by the CV form to its sections. */
export const PdfMarksProvider = FromPdfContext.Provider;

export const useFromPdf = () => useContext(FromPdfContext);

/** The visible and spoken mark: part of the field's label, so a screen reader says it with the field's name. */
export function FromPdfBadge() {
  const { t } = useTranslation("cvs");
  return (
    <span className={classes.badge} data-from-pdf>
      <IconFileText size={12} aria-hidden />
      {t("fromPdf.mark")}
    </span>
  );
}

/** A label with the mark when the field at `path` holds what was read. */
export function markedLabel(fromPdf: FromPdf, label: string, path: string): ReactNode {
  if (!fromPdf(path)) return label;
  return (
    <>
      {label}
      <FromPdfBadge />
    </>
  );
}

/** Props for an input of the CV form: its label, with the mark and a tinted outline while it holds what was read. */
export function markProps(fromPdf: FromPdf, label: string, path: string) {
  return {
    label: markedLabel(fromPdf, label, path),
    ...(fromPdf(path) ? { classNames: { input: classes.input } } : {}),
  };
}

/** `markProps` of the form's sections, with the form's marks. */
export function usePdfMark() {
  const fromPdf = useFromPdf();
  return (label: string, path: string) => markProps(fromPdf, label, path);
}

/** `markedLabel` of the form's sections, with the form's marks. */
export function useMarkedLabel() {
  const fromPdf = useFromPdf();
  return (label: string, path: string) => markedLabel(fromPdf, label, path);
}
