import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A CV as a choice: the student's CVs list gives these. */
export type CvOption = { id: string; title: string; isPrimary: boolean };

/** The CV to preselect: `preferred` when it is one of the student's, else the primary one, else the first. */
export function defaultCvId(cvs: readonly CvOption[], preferred?: string | null): string {
  return cvs.find((cv) => cv.id === preferred)?.id ?? cvs.find((cv) => cv.isPrimary)?.id ?? cvs[0]?.id ?? "";
}

/** One of the student's CVs, the primary one marked as such. */
export function CvSelect({ cvs, ...props }: { cvs: readonly CvOption[] } & Omit<SelectProps, "data">) {
  const { t } = useTranslation("components");
  return (
    <Select
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={cvs.map((cv) => ({
        value: cv.id,
        label: cv.isPrimary ? t("cvSelect.primary", { title: cv.title }) : cv.title,
      }))}
    />
  );
}
