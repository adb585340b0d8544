import { FIGURES_MEASURES, FIGURES_MIN_STUDENTS, type Figures } from "@stint/shared/figures";
import { Alert, Stack, Text } from "@mantine/core";
import { IconEyeOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FiguresMeasureCard } from "./figures-measure.tsx";

/** The figures of a range: why cells are hidden where some are, then a card per measure; or that there are none. */
export function FiguresView({ figures }: { figures: Figures }) {
  const { t } = useTranslation("adminFigures");
  const anyApplication = figures.cells.some((cell) => cell.suppressed !== null || (cell.applications ?? 0) > 0);
  if (!anyApplication) {
    return (
      <Alert variant="light" color="gray" title={t("empty.title")}>
        {t("empty.text")}
      </Alert>
    );
  }
  const anyHidden = figures.cells.some((cell) => cell.suppressed !== null);
  return (
    <Stack gap="lg">
      {anyHidden && (
        <Alert variant="light" color="gray" icon={<IconEyeOff size={18} aria-hidden />} title={t("suppressed.title")}>
          <Text size="sm">{t("suppressed.text", { minimum: FIGURES_MIN_STUDENTS })}</Text>
        </Alert>
      )}
      {FIGURES_MEASURES.map((measure) => (
        <FiguresMeasureCard key={measure} figures={figures} measure={measure} />
      ))}
    </Stack>
  );
}
