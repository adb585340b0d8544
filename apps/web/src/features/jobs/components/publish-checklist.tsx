import { Card, List, Progress, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import type { JobStatus } from "@stint/shared/jobs";
import { IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import { publishProblemsOf, type JobFormValues } from "./job-form-values.ts";
import classes from "./publish-checklist.module.css";

type Item = { key: string; label: string; done: boolean };

function checklist(values: JobFormValues): { needed: Item[]; recommended: Item[] } {
  const problems = publishProblemsOf(values);
  const needed: Item[] = [
    { key: "basics", label: "A title and a job type", done: values.title.trim().length >= 3 && values.type !== null },
    { key: "description", label: "A description of at least 100 characters", done: !problems.description },
    { key: "location", label: "Where the job is (or remote)", done: !problems.location },
    { key: "pay", label: "The pay", done: !problems.pay },
  ];
  if (values.type === "internship") {
    needed.push({ key: "duration", label: "How long the internship lasts", done: !problems.durationMonths });
  }
  if (problems.deadline) needed.push({ key: "deadline", label: "A deadline that has not passed", done: false });
  const recommended: Item[] = [
    { key: "skills", label: "Required skills, for better matches", done: values.requiredSkills.length > 0 },
    { key: "start", label: "A start date", done: values.startDate !== null },
  ];
  return { needed, recommended };
}

const HEADINGS: Record<JobStatus | "new", { title: string; text: string }> = {
  new: { title: "Ready to publish?", text: "Save a draft any time; publishing needs these." },
  draft: { title: "Ready to publish?", text: "Only your company sees this draft. Publishing needs these." },
  published: { title: "Published", text: "Students can find this job. It has to stay complete." },
  closed: { title: "Closed", text: "Not taking applications. Reopen it from the job page." },
};

function ChecklistItems({ items }: { items: Item[] }) {
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
          <VisuallyHidden>{item.done ? " (done)" : " (to do)"}</VisuallyHidden>
        </List.Item>
      ))}
    </List>
  );
}

/** What publishing still needs, ticked off live as the form is filled in. */
export function PublishChecklist({ values, status }: { values: JobFormValues; status: JobStatus | "new" }) {
  const { needed, recommended } = checklist(values);
  const done = needed.filter((item) => item.done).length;
  const heading = HEADINGS[status];
  return (
    <Card className={classes.card} component="aside" aria-labelledby="publish-checklist-title">
      <Title order={2} fz="md" id="publish-checklist-title">
        {heading.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {heading.text}
      </Text>
      <Progress
        value={(done / needed.length) * 100}
        color={done === needed.length ? "teal" : "stint"}
        size="sm"
        mb="sm"
        aria-label={`${done} of ${needed.length} things needed to publish are done`}
      />
      <ChecklistItems items={needed} />
      <Text size="xs" fw={600} tt="uppercase" c="dimmed" mt="md" mb={6}>
        Recommended
      </Text>
      <ChecklistItems items={recommended} />
    </Card>
  );
}
