import {
  FIGURES_BREAKDOWNS,
  FIGURES_MAX_MONTHS,
  FIGURES_MIN_STUDENTS,
  type FiguresBreakdown,
  monthFromIndex,
  monthIndex,
} from "@stint/shared/figures";
import { Stack } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, LoadErrorPanel } from "../../components/query-states.tsx";
import { type FiguresRequest, useFigures } from "../../features/admin-figures/api/figures.ts";
import { FiguresControls } from "../../features/admin-figures/components/figures-controls.tsx";
import { FiguresView } from "../../features/admin-figures/components/figures-view.tsx";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The range and breakdown in the address, or the twelve months up to this one without a breakdown. */
function requestOf(search: URLSearchParams, now = new Date()): FiguresRequest {
  const given = (name: string) => {
    const value = search.get(name);
    return value && MONTH.test(value) ? value : null;
  };
  const to = given("to") ?? now.toISOString().slice(0, 7);
  const from = given("from") ?? monthFromIndex(monthIndex(to) - 11);
  const by = search.get("by");
  return { from, to, by: FIGURES_BREAKDOWNS.includes(by as FiguresBreakdown) ? (by as FiguresBreakdown) : "none" };
}

function rangeError({ from, to }: FiguresRequest, t: TFunction): string | null {
  const months = monthIndex(to) - monthIndex(from) + 1;
  if (months < 1) return t("controls.rangeBackwards");
  if (months > FIGURES_MAX_MONTHS) return t("controls.rangeTooLong", { months: FIGURES_MAX_MONTHS });
  return null;
}

/** `/admin/figures` (operators with `figures`): placement figures over time, as charts, tables and a CSV. */
export function AdminFiguresRoute() {
  const { t } = useTranslation("adminFigures");
  const [search, setSearch] = useSearchParams();
  const request = requestOf(search);
  const problem = rangeError(request, t);
  const figures = useFigures(problem ? null : request);

  const change = (next: { from?: string | null; to?: string | null; by?: FiguresBreakdown }) => {
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value) updated.set(name, value);
          else updated.delete(name);
        }
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader title={t("title")} description={t("description", { minimum: FIGURES_MIN_STUDENTS })} />
      <Stack gap="lg">
        <FiguresControls request={request} rangeError={problem} onChange={change} />
        {problem ? null : figures.data ? (
          <FiguresView figures={figures.data} />
        ) : figures.error ? (
          <LoadErrorPanel error={figures.error} onRetry={() => void figures.refetch()} what={t("what")} />
        ) : (
          <DetailSkeleton />
        )}
      </Stack>
    </>
  );
}
