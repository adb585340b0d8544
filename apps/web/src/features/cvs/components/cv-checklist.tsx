import { Card, Group, List, Progress, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import { IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CV_CHECKLIST } from "./cv-checklist-items.ts";
import type { CvFormValues } from "./cv-form-values.ts";

/** Beside the form on a wide screen, under it on a phone: how complete the CV is, as the user types. */
export function CvChecklist({ values }: { values: CvFormValues }) {
  const { t } = useTranslation("cvs");
  const headingId = useId();
  const results = CV_CHECKLIST.map((check) => ({ label: check.label, done: check.done(values) }));
  const doneCount = results.filter((result) => result.done).length;
  return (
    <Card component="section" aria-labelledby={headingId} pos="sticky" top={80}>
      <Title order={2} fz="md" id={headingId}>
        {t("checklist.title")}
      </Title>
      <Text size="sm" c="dimmed" mt={2} mb="sm">
        {t("checklist.progress", { done: doneCount, count: results.length })}
      </Text>
      <Progress value={(doneCount / results.length) * 100} size="sm" mb="md" aria-hidden />
      <List spacing={6} size="sm" listStyleType="none" p={0}>
        {results.map((result) => (
          <List.Item key={result.label}>
            <Group gap={8} wrap="nowrap">
              <ThemeIcon size={20} radius="xl" variant="light" color={result.done ? "teal" : "gray"}>
                {result.done ? <IconCircleCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
              </ThemeIcon>
              <Text size="sm" c={result.done ? undefined : "dimmed"}>
                {t(`checklist.items.${result.label}`)}
                <VisuallyHidden>{result.done ? t("checklist.done") : t("checklist.notYet")}</VisuallyHidden>
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
