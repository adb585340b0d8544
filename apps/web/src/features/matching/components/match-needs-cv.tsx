import { Button, Card, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconPlus, IconSparkles } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";

/**
 * For a student without a CV: matches are computed from a CV, so say so and lead to writing one. `of` says
 * what would be matched: every job (the matching list) or the job on screen.
 */
export function MatchNeedsCv({ of }: { of: "jobs" | "job" }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} padding="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconSparkles size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg" id={headingId}>
          {of === "jobs" ? "Create a CV to see your matches" : "Your match"}
        </Title>
        <Text c="dimmed" size="sm" maw={480}>
          {of === "jobs"
            ? "Stint ranks jobs by how well they match your CV: your skills, languages and education against each job's requirements, and the job against the types, places and dates you wish for. A title and a few skills are enough to start."
            : "Create a CV to see how well you match this job: which of its requirements you meet, what it offers of what you wish for, and what to add for a better score."}
        </Text>
        <Button component={Link} to={paths.cvCreation()} leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
          Create your CV
        </Button>
      </Stack>
    </Card>
  );
}
