import type { Figures, FiguresMeasure } from "@stint/shared/figures";
import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FiguresChart } from "./figures-chart.tsx";
import { FiguresTable } from "./figures-table.tsx";

/** One measure: its name and what it counts, the chart and the table with the same figures beside it. */
export function FiguresMeasureCard({ figures, measure }: { figures: Figures; measure: FiguresMeasure }) {
  const { t } = useTranslation("adminFigures");
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={`figures-${measure}`}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={`figures-${measure}`}>
            {t(`measure.${measure}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`measureHint.${measure}`)}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <FiguresChart figures={figures} measure={measure} />
          <FiguresTable figures={figures} measure={measure} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
