import { FIGURES_MIN_STUDENTS, type Figures, type FiguresMeasure } from "@stint/shared/figures";
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { formatYearMonth } from "../../../lib/format.ts";
import { cellsByMonth, cellValue, formatMeasure, groupLabel } from "./figures-format.ts";

type Props = { figures: Figures; measure: FiguresMeasure };

/**
 * One measure as a table, month by month and group by group: what a screen reader reads instead of the chart,
 * and where a hidden cell says so ("fewer than 5", or "hidden" for the second one of a month).
 */
export function FiguresTable({ figures, measure }: Props) {
  const { t } = useTranslation("adminFigures");
  const labels = useLabels();
  const groups = figures.groups.length > 0 ? figures.groups : [undefined];
  const title = t(`measure.${measure}`);
  return (
    <div
      role="region"
      aria-label={t("tableLabel", { measure: title })}
      // Long ranges and many groups scroll inside; the keyboard reaches the scrolling too.
      tabIndex={0}
      style={{ overflow: "auto", maxHeight: 360 }}
    >
      <Table striped withTableBorder stickyHeader fz="sm" miw={groups.length > 2 ? 480 : undefined}>
        <Table.Caption>{t("tableLabel", { measure: title })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("month")}</Table.Th>
            {groups.map((group, index) => (
              <Table.Th key={index} scope="col" ta="right">
                {groupLabel(group, t, labels)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...cellsByMonth(figures)].map(([month, cells]) => (
            <Table.Tr key={month}>
              <Table.Th scope="row" fw={500}>
                {formatYearMonth(month)}
              </Table.Th>
              {cells.map((cell, index) => {
                const value = cellValue(cell, measure);
                return (
                  <Table.Td key={index} ta="right">
                    {cell.suppressed ? (
                      <Text span size="sm" c="dimmed" fs="italic">
                        {t(`suppressed.${cell.suppressed}`, { minimum: FIGURES_MIN_STUDENTS })}
                      </Text>
                    ) : value === null ? (
                      t("noMedian")
                    ) : (
                      formatMeasure(value, measure)
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
