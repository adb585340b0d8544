import "@mantine/charts/styles.layer.css";
import { LineChart } from "@mantine/charts";
import type { Figures, FiguresMeasure } from "@stint/shared/figures";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { cellsByMonth, cellValue, formatMeasure, formatShortMonth, groupLabel } from "./figures-format.ts";

// Mantine colours that tell a dozen lines apart; a breakdown names at most ten fields, other and not stated.
const COLOURS = [
  "stint.6",
  "orange.6",
  "teal.6",
  "grape.6",
  "blue.6",
  "red.6",
  "lime.7",
  "pink.6",
  "cyan.7",
  "yellow.7",
  "indigo.6",
  "gray.6",
];

type Props = { figures: Figures; measure: FiguresMeasure };

/**
 * One measure over the months, a line per group; a hidden cell is a gap in its line, never a zero. The chart is
 * a picture to screen readers (role img, named): FiguresTable beside it holds the figures.
 */
export function FiguresChart({ figures, measure }: Props) {
  const { t } = useTranslation("adminFigures");
  const labels = useLabels();
  const groups = figures.groups.length > 0 ? figures.groups : [undefined];
  const series = groups.map((group, index) => ({
    name: `g${index}`,
    label: groupLabel(group, t, labels),
    color: COLOURS[index % COLOURS.length]!,
  }));
  const data = [...cellsByMonth(figures)].map(([month, cells]) => ({
    month: formatShortMonth(month),
    ...Object.fromEntries(cells.map((cell, index) => [`g${index}`, cellValue(cell, measure)])),
  }));
  return (
    <div role="img" aria-label={t("chartLabel", { measure: t(`measure.${measure}`) })}>
      <LineChart
        h={260}
        data={data}
        dataKey="month"
        series={series}
        curveType="linear"
        connectNulls={false}
        withLegend={figures.groups.length > 0}
        legendProps={{ verticalAlign: "bottom" }}
        valueFormatter={(value) => formatMeasure(value, measure)}
        // The table is what assistive technology reads: the chart takes no keyboard focus of its own.
        lineChartProps={{ accessibilityLayer: false }}
        tooltipAnimationDuration={150}
      />
    </div>
  );
}
