import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconPlus, IconStar } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { formatAgo } from "../../../lib/format.ts";
import { useCvList } from "../api/list-cvs.ts";

/** The student's dashboard card for CVs: the primary one at a glance, or the way to write a first one. */
export function DashboardCvs() {
  const cvs = useCvList();
  const headingId = useId();
  const primary = cvs.data?.find((cv) => cv.isPrimary) ?? cvs.data?.[0];

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Title order={2} fz="lg" id={headingId}>
          Your CVs
        </Title>
        {cvs.data && cvs.data.length > 0 && (
          <Badge variant="light" color="gray">
            {cvs.data.length} in all
          </Badge>
        )}
      </Group>
      {cvs.isPending ? (
        <Skeleton height={48} radius="md" />
      ) : cvs.isError ? (
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed">
            {cvs.error.message}
          </Text>
          <Button size="xs" variant="default" onClick={() => void cvs.refetch()}>
            Try again
          </Button>
        </Group>
      ) : !primary ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            Jobs are matched against your CV. Write one to see how well you fit each job.
          </Text>
          <Button component={Link} to={paths.cvCreation()} leftSection={<IconPlus size={16} aria-hidden />}>
            Create your CV
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <div>
            <Group gap={6} wrap="nowrap">
              <IconStar size={14} aria-hidden style={{ color: "var(--mantine-color-stint-6)", flexShrink: 0 }} />
              <Text size="xs" c="dimmed">
                Primary CV
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
              {primary.skillCount === 1 ? "1 skill" : `${primary.skillCount} skills`} · updated{" "}
              {formatAgo(primary.updatedAt)}
            </Text>
          </div>
          <Anchor component={Link} to={paths.cvList()} size="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              All your CVs
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
