import { Alert, Badge, Group, Paper, Progress, RingProgress, Stack, Text } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import classes from "./landing.module.css";

const EXAMPLE_PARTS = [
  { label: "Required skills", points: 34, max: 40 },
  { label: "Languages", points: 10, max: 10 },
  { label: "Education", points: 10, max: 10 },
  { label: "Location", points: 13, max: 15 },
  { label: "Availability", points: 12, max: 15 },
];

/** A worked example of the explained match score, the product's core idea, drawn with real components. */
export function ExampleMatchCard() {
  const total = EXAMPLE_PARTS.reduce((sum, part) => sum + part.points, 0);
  return (
    <Paper
      withBorder
      radius="xl"
      p="lg"
      className={classes.matchCard}
      role="figure"
      aria-label="Example of an explained match score"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Badge variant="light" color="teal" size="sm">
            Internship · 6 months
          </Badge>
          <Text fw={700} size="lg" lh={1.25}>
            Frontend Engineering Intern
          </Text>
          <Group gap={4} c="dimmed" wrap="nowrap" align="flex-start">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm" c="dimmed">
              Northwind Robotics · Zürich · Hybrid
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
                match
              </Text>
            </Text>
          }
        />
      </Group>
      <Stack gap={8} mt="md">
        {EXAMPLE_PARTS.map((part) => (
          <div key={part.label}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" fw={500}>
                {part.label}
              </Text>
              <Text size="xs" c="dimmed">
                {part.points} / {part.max}
              </Text>
            </Group>
            <Progress value={(part.points / part.max) * 100} size="sm" radius="xl" aria-hidden />
          </div>
        ))}
      </Stack>
      <Alert variant="light" color="yellow" mt="md" p="xs" radius="md">
        <Text size="xs">
          Missing: <strong>Playwright</strong>, +6 points if added to your CV
        </Text>
      </Alert>
    </Paper>
  );
}
