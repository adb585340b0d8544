import type { UseFormReturnType } from "@mantine/form";
import { FileUploadField } from "../../files/components/file-upload-field.tsx";
import type { CvFormValues } from "./cv-form-values.ts";

/** The CV's PDF, uploaded as soon as it is chosen; the form keeps the stored file and sends its id. */
export function CvFileField({ form }: { form: UseFormReturnType<CvFormValues> }) {
  const error = form.errors.file;
  return (
    <FileUploadField
      purpose="cv"
      label="CV as PDF"
      value={form.values.file}
      onChange={(file) => form.setFieldValue("file", file)}
      error={typeof error === "string" ? error : undefined}
    />
  );
}
