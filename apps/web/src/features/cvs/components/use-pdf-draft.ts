import type { UseFormReturnType } from "@mantine/form";
import type { CvImportDraft } from "@stint/shared/cv-import";
import type { FileMeta } from "@stint/shared/files";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import type { CvFormValues } from "./cv-form-values.ts";
import { draftToValues, isFromPdf, type PdfMarks } from "./cv-pdf-draft.ts";
import type { PdfSource } from "./cv-pdf-import.tsx";

/**
 * The CV form's draft from a PDF: `applyDraft` puts a draft into the form (asking first when the student has
 * typed something it would replace), `fromPdf` tells which fields still hold what was read.
 */
export function usePdfDraft(form: UseFormReturnType<CvFormValues>, dirty: boolean) {
  const { t } = useTranslation("cvs");
  const [pdf, setPdf] = useState<{ source: PdfSource; marks: PdfMarks } | null>(null);
  const fromPdf = (path: string) => pdf !== null && isFromPdf(pdf.marks, form.values, path);
  const applyDraft = (draft: CvImportDraft, file: FileMeta) => {
    const apply = () => {
      const { values, marks } = draftToValues(draft, file, form.getValues());
      form.setValues(values);
      form.clearErrors();
      setPdf({ source: { file, contact: draft.contact }, marks });
    };
    if (!dirty) return apply();
    openConfirmDialog({
      title: t("fromPdf.replaceTitle"),
      children: t("fromPdf.replaceText"),
      labels: { confirm: t("fromPdf.replace"), cancel: t("fromPdf.keepEntries") },
      onConfirm: apply,
    });
  };
  // The same object until another draft comes: the note moves the focus to itself only when one does.
  return { source: pdf?.source ?? null, fromPdf, applyDraft };
}
