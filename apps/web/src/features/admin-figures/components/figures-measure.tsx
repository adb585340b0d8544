import type { Figures, FiguresMeasure } from "@stint/shared/figures";
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { FiguresTable } from "./figures-table.tsx";

// The chart library is most of the screen's bytes: it loads after the screen, whose tables already hold every
// figure, so the screen's own chunk stays small (its chunk budget) and the figures show at once.
const FiguresChart = lazy(() => import("./figures-chart.tsx").then((m) => ({ default: m.FiguresChart })));

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
          <Suspense fallback={<Skeleton height={240} radius="md" />}>
            <FiguresChart figures={figures} measure={measure} />
          </Suspense>
          <FiguresTable figures={figures} measure={measure} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
