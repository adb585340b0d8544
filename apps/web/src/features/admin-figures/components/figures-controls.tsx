import { FIGURES_BREAKDOWNS, type FiguresBreakdown } from "@stint/shared/figures";
import { Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MonthField } from "../../../components/month-field.tsx";
import { figuresCsvUrl, type FiguresRequest } from "../api/figures.ts";

type Props = {
  request: FiguresRequest;
  /** What is wrong with the range, for the last month's field; the figures are not asked for meanwhile. */
  rangeError: string | null;
  onChange: (change: { from?: string | null; to?: string | null; by?: FiguresBreakdown }) => void;
};

/** The range, the breakdown and the CSV download of the figures on screen. */
export function FiguresControls({ request, rangeError, onChange }: Props) {
  const { t } = useTranslation("adminFigures");
  return (
    <Stack gap="xs" component="form" aria-label={t("controls.label")} onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <MonthField
          label={t("controls.from")}
          value={request.from}
          onChange={(from) => onChange({ from })}
          clearLabel={t("controls.clearFrom")}
          w={{ base: "100%", xs: 200 }}
        />
        <MonthField
          label={t("controls.to")}
          value={request.to}
          onChange={(to) => onChange({ to })}
          clearLabel={t("controls.clearTo")}
          error={rangeError}
          w={{ base: "100%", xs: 200 }}
        />
        <Select
          size="md"
          label={t("controls.by")}
          data={FIGURES_BREAKDOWNS.map((value) => ({ value, label: t(`breakdown.${value}`) }))}
          value={request.by}
          onChange={(by) => onChange({ by: (by ?? "none") as FiguresBreakdown })}
          allowDeselect={false}
          w={{ base: "100%", xs: 240 }}
        />
      </Group>
      <Group gap="sm" wrap="wrap">
        <Button
          component="a"
          href={rangeError ? undefined : figuresCsvUrl(request)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={rangeError !== null}
          aria-describedby="figures-download-hint"
        >
          {t("controls.download")}
        </Button>
        <Text id="figures-download-hint" size="xs" c="dimmed">
          {t("controls.downloadHint")}
        </Text>
      </Group>
    </Stack>
  );
}
