import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { FileUploadField } from "../../files/components/file-upload-field.tsx";
import type { CvFormValues } from "./cv-form-values.ts";

/** The CV's PDF, uploaded as soon as it is chosen; the form keeps the stored file and sends its id. */
export function CvFileField({ form }: { form: UseFormReturnType<CvFormValues> }) {
  const { t } = useTranslation("cvs");
  const error = form.errors.file;
  return (
    <FileUploadField
      purpose="cv"
      label={t("fields.file")}
      value={form.values.file}
      onChange={(file) => form.setFieldValue("file", file)}
      error={typeof error === "string" ? error : undefined}
    />
  );
}
