import { Card, List, Progress, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import type { JobStatus } from "@stint/shared/jobs";
import { IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { publishProblemsOf, type JobFormValues } from "./job-form-values.ts";
import classes from "./publish-checklist.module.css";

type Item = { key: string; label: string; done: boolean };

function checklist(t: TFunction, values: JobFormValues): { needed: Item[]; recommended: Item[] } {
  const problems = publishProblemsOf(values);
  const item = (key: string, done: boolean): Item => ({ key, label: t(`checklist.items.${key}`), done });
  const needed: Item[] = [
    item("basics", values.title.trim().length >= 3 && values.type !== null),
    item("description", !problems.description),
    item("location", !problems.location),
    item("pay", !problems.pay),
  ];
  if (values.type === "internship") needed.push(item("duration", !problems.durationMonths));
  if (problems.deadline) needed.push(item("deadline", false));
  const recommended: Item[] = [item("skills", values.requiredSkills.length > 0), item("start", values.startDate !== null)];
  return { needed, recommended };
}

function ChecklistItems({ items }: { items: Item[] }) {
  const { t } = useTranslation("jobs");
  return (
    <List spacing={6} size="sm" center>
      {items.map((item) => (
        <List.Item
          key={item.key}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color={item.done ? "teal" : "gray"}>
              {item.done ? <IconCircleCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
            </ThemeIcon>
          }
        >
          <Text span size="sm" c={item.done ? undefined : "dimmed"}>
            {item.label}
          </Text>
          <VisuallyHidden>{item.done ? t("checklist.done") : t("checklist.toDo")}</VisuallyHidden>
        </List.Item>
      ))}
    </List>
  );
}

/** What publishing still needs, ticked off live as the form is filled in. */
export function PublishChecklist({ values, status }: { values: JobFormValues; status: JobStatus | "new" }) {
  const { t } = useTranslation("jobs");
  const { needed, recommended } = checklist(t, values);
  const done = needed.filter((item) => item.done).length;
  return (
    <Card className={classes.card} component="aside" aria-labelledby="publish-checklist-title">
      <Title order={2} fz="md" id="publish-checklist-title">
        {t(`checklist.title.${status}`)}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(`checklist.text.${status}`)}
      </Text>
      <Progress
        value={(done / needed.length) * 100}
        color={done === needed.length ? "teal" : "stint"}
        size="sm"
        mb="sm"
        aria-label={t("checklist.progress", { done, count: needed.length })}
      />
      <ChecklistItems items={needed} />
      <Text size="xs" fw={600} tt="uppercase" c="dimmed" mt="md" mb={6}>
        {t("checklist.recommended")}
      </Text>
      <ChecklistItems items={recommended} />
    </Card>
  );
}
