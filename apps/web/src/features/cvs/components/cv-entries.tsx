import { Stack, Text, Title } from "@mantine/core";
import type { EducationEntry, ExperienceEntry } from "@stint/shared/cvs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { useCvFormat } from "../cv-format.ts";
import classes from "./cv-entries.module.css";

type Entry = { heading: string; lines: ReactNode[]; period: string; text?: string };

/** Dated entries one under the other, as on a printed CV: what, where, when, and a few words about it. */
function EntryTimeline({ entries }: { entries: Entry[] }) {
  return (
    <Stack component="ol" gap="lg" className={classes.timeline}>
      {entries.map((entry, index) => (
        <li key={index} className={classes.entry}>
          <Title order={3} fz="md" className={classes.heading}>
            {entry.heading}
          </Title>
          {entry.lines.map((line, lineIndex) => (
            <Text key={lineIndex} size="sm" fw={lineIndex === 0 ? 500 : undefined}>
              {line}
            </Text>
          ))}
          <Text size="sm" c="dimmed">
            {entry.period}
          </Text>
          {entry.text && (
            <Text size="sm" mt={6} className={classes.text}>
              {entry.text}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}

export function ExperienceTimeline({ entries }: { entries: ExperienceEntry[] }) {
  const format = useCvFormat();
  return (
    <EntryTimeline
      entries={entries.map((entry) => ({
        heading: entry.title,
        lines: [entry.organisation],
        period: format.period(entry.start, entry.end),
        text: entry.description,
      }))}
    />
  );
}

export function EducationTimeline({ entries }: { entries: EducationEntry[] }) {
  const { t } = useTranslation("cvs");
  const labels = useLabels();
  const format = useCvFormat();
  return (
    <EntryTimeline
      entries={entries.map((entry) => ({
        heading: entry.school,
        lines: [
          t("detail.degreeField", { degree: labels.degree(entry.degreeLevel), field: entry.field }),
          ...(entry.grade ? [t("detail.grade", { grade: entry.grade })] : []),
        ],
        period: format.period(entry.start, entry.end),
      }))}
    />
  );
}
