import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconPlus, IconStar } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { formatAgo } from "../../../lib/format.ts";
import { useCvList } from "../api/list-cvs.ts";

/** The student's dashboard card for CVs: the primary one at a glance, or the way to write a first one. */
export function DashboardCvs() {
  const { t } = useTranslation("cvs");
  const { error } = useMessages();
  const cvs = useCvList();
  const headingId = useId();
  const primary = cvs.data?.find((cv) => cv.isPrimary) ?? cvs.data?.[0];

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Title order={2} fz="lg" id={headingId}>
          {t("dashboard.title")}
        </Title>
        {cvs.data && cvs.data.length > 0 && (
          <Badge variant="light" color="gray">
            {t("dashboard.count", { count: cvs.data.length })}
          </Badge>
        )}
      </Group>
      {cvs.isPending ? (
        <Skeleton height={48} radius="md" />
      ) : cvs.isError ? (
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed">
            {error(cvs.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void cvs.refetch()}>
            {t("common:tryAgain")}
          </Button>
        </Group>
      ) : !primary ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            {t("dashboard.noCv")}
          </Text>
          <Button component={Link} to={paths.cvCreation()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t("dashboard.create")}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <div>
            <Group gap={6} wrap="nowrap">
              <IconStar size={14} aria-hidden style={{ color: "var(--mantine-color-stint-6)", flexShrink: 0 }} />
              <Text size="xs" c="dimmed">
                {t("dashboard.primary")}
              </Text>
            </Group>
            <Anchor
              component={Link}
              to={paths.cvDetail({ id: primary.id })}
              fw={600}
              style={{ overflowWrap: "anywhere" }}
            >
              {primary.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t("dashboard.skillsUpdated", { count: primary.skillCount, ago: formatAgo(primary.updatedAt) })}
            </Text>
          </div>
          <Anchor component={Link} to={paths.cvList()} size="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              {t("dashboard.all")}
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
