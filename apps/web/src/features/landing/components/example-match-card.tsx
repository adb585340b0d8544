import { Alert, Badge, Group, Paper, Progress, RingProgress, Stack, Text } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import classes from "./landing.module.css";

const EXAMPLE_PARTS = [
  { part: "skills", points: 34, max: 40 },
  { part: "languages", points: 10, max: 10 },
  { part: "education", points: 10, max: 10 },
  { part: "location", points: 13, max: 15 },
  { part: "availability", points: 12, max: 15 },
] as const;

/** A worked example of the explained match score, the product's core idea, drawn with real components. */
export function ExampleMatchCard() {
  const { t } = useTranslation("landing");
  const total = EXAMPLE_PARTS.reduce((sum, part) => sum + part.points, 0);
  return (
    <Paper withBorder radius="xl" p="lg" className={classes.matchCard} role="figure" aria-label={t("example.label")}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Badge variant="light" color="teal" size="sm">
            {t("example.kind")}
          </Badge>
          <Text fw={700} size="lg" lh={1.25}>
            {t("example.job")}
          </Text>
          <Group gap={4} c="dimmed" wrap="nowrap" align="flex-start">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm" c="dimmed">
              {t("example.place")}
            </Text>
          </Group>
        </Stack>
        <RingProgress
          size={84}
          thickness={8}
          roundCaps
          sections={[{ value: total, color: "stint" }]}
          label={
            <Text ta="center" fw={800} size="lg" lh={1}>
              {total}
              <Text span size="xs" c="dimmed" display="block" fw={500}>
                {t("example.match")}
              </Text>
            </Text>
          }
        />
      </Group>
      <Stack gap={8} mt="md">
        {EXAMPLE_PARTS.map((part) => (
          <div key={part.part}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" fw={500}>
                {t(`example.parts.${part.part}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t("example.points", { points: part.points, max: part.max })}
              </Text>
            </Group>
            <Progress value={(part.points / part.max) * 100} size="sm" radius="xl" aria-hidden />
          </div>
        ))}
      </Stack>
      <Alert variant="light" color="yellow" mt="md" p="xs" radius="md">
        <Text size="xs">
          <Trans
            t={t}
            i18nKey="example.missing"
            values={{ skill: "Playwright", points: 6 }}
            components={{ strong: <strong /> }}
          />
        </Text>
      </Alert>
    </Paper>
  );
}
