import { Group, Select, Skeleton, Text } from "@mantine/core";
import type { CvListItem } from "@stint/shared/cvs";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { useCvList } from "../api/list-cvs.ts";

type Props = {
  /** The CV asked for (from the URL); null, or one the student no longer has, means the primary one. */
  value: string | null;
  onChange: (cvId: string) => void;
  /** What the chooser is for: "Ranked for your CV", "For your CV". */
  label: string;
  /** The label beside a small chooser (in a card's heading row) instead of above a full-size one. */
  inline?: boolean;
  /** Shown instead when the student has no CV yet. */
  noCv: ReactNode;
  /** What to show for the chosen CV, with the chooser to place (null when there is only one CV to choose). */
  children: (cv: CvListItem, chooser: ReactNode) => ReactNode;
};

/**
 * One of the signed-in student's CVs, chosen: the primary one unless another is asked for. Other features show
 * something for it (its matches), composed by the route through `children`; a student with several CVs gets a
 * chooser to place beside it.
 */
export function CvChoice({ value, onChange, label, inline = false, noCv, children }: Props) {
  const { t } = useTranslation("cvs");
  const cvs = useCvList();
  const selectId = useId();
  if (cvs.isPending)
    return <Skeleton height={42} radius="md" maw={320} role="status" aria-label={t("choice.loading")} />;
  if (cvs.isError) return <LoadErrorPanel what={t("what.list")} error={cvs.error} onRetry={() => void cvs.refetch()} />;
  const list = cvs.data;
  const chosen = list.find((cv) => cv.id === value) ?? list.find((cv) => cv.isPrimary) ?? list[0];
  if (!chosen) return <>{noCv}</>;
  const select =
    list.length > 1 ? (
      <Select
        id={selectId}
        label={inline ? undefined : label}
        size={inline ? "sm" : "md"}
        data={list.map((cv) => ({
          value: cv.id,
          label: cv.isPrimary ? t("choice.primary", { title: cv.title }) : cv.title,
        }))}
        value={chosen.id}
        onChange={(id) => {
          if (id) onChange(id);
        }}
        comboboxProps={{ withinPortal: true }}
        w={inline ? { base: "100%", xs: 280 } : { base: "100%", sm: 300 }}
      />
    ) : null;
  const chooser =
    select && inline ? (
      <Group gap="xs" wrap="nowrap" style={{ flex: "1 1 auto", justifyContent: "flex-end", minWidth: 0 }}>
        <Text component="label" htmlFor={selectId} size="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {label}
        </Text>
        {select}
      </Group>
    ) : (
      select
    );
  return <>{children(chosen, chooser)}</>;
}
