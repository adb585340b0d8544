import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FileUploadField } from "../../files/components/file-upload-field.tsx";
import type { CvFormValues } from "./cv-form-values.ts";
import { FromPdfBadge, useFromPdf } from "./pdf-marks.tsx";

// The field's form path (code, not words).
const FILE_PATH = "file";

/** The CV's PDF, uploaded as soon as it is chosen (or the one the form was read from); the form sends its id. */
export function CvFileField({ form }: { form: UseFormReturnType<CvFormValues> }) {
  const { t } = useTranslation("cvs");
  const error = form.errors.file;
  const fromPdf = useFromPdf();
  return (
    <FileUploadField
      purpose="cv"
      label={t("fields.file")}
      description={fromPdf(FILE_PATH) ? <FromPdfBadge /> : undefined}
      value={form.values.file}
      onChange={(file) => form.setFieldValue("file", file)}
      error={typeof error === "string" ? error : undefined}
    />
  );
}
