import { Button, Card, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconPlus, IconSparkles } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";

/**
 * For a student without a CV: matches are computed from a CV, so say so and lead to writing one. `of` says
 * what would be matched: every job (the matching list) or the job on screen.
 */
export function MatchNeedsCv({ of }: { of: "jobs" | "job" }) {
  const { t } = useTranslation("matching-lists");
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} padding="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconSparkles size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg" id={headingId}>
          {t("needsCv.title", { of })}
        </Title>
        <Text c="dimmed" size="sm" maw={480}>
          {t("needsCv.text", { of })}
        </Text>
        <Button component={Link} to={paths.cvCreation()} leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
          {t("needsCv.create")}
        </Button>
      </Stack>
    </Card>
  );
}
