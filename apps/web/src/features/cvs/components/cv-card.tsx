import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { CvListItem } from "@stint/shared/cvs";
import { IconCalendarEvent, IconEdit, IconFileTypePdf, IconStar, IconTools, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { formatAgo } from "../../../lib/format.ts";
import { availabilityLine, jobTypesLine } from "../cv-format.ts";
import classes from "./cv-card.module.css";
import { Fact } from "../../../components/fact.tsx";
import type { useCvActions } from "./use-cv-actions.tsx";

type Props = { cv: CvListItem; actions: ReturnType<typeof useCvActions> };

/** One CV in the student's list: what it is for, how complete, and what can be done with it. */
export function CvCard({ cv, actions }: Props) {
  const busy = actions.pendingId === cv.id;
  const headingId = `cv-${cv.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      className={classes.card}
      data-primary={cv.isPrimary || undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="lg" id={headingId} className={classes.title}>
            <Anchor component={Link} to={paths.cvDetail({ id: cv.id })} inherit c="inherit">
              {cv.title}
            </Anchor>
          </Title>
          {cv.isPrimary && (
            <Badge
              color="stint"
              variant="light"
              leftSection={<IconStar size={12} aria-hidden />}
              className={classes.badge}
            >
              Primary
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          {cv.desiredTypes.length > 0 ? (
            cv.desiredTypes.map((type) => (
              <Badge key={type} variant="default" tt="none" fw={500}>
                {jobTypesLine([type])}
              </Badge>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              Any job type
            </Text>
          )}
        </Group>
        <Stack gap={4}>
          <Fact icon={IconCalendarEvent}>
            {availabilityLine(cv.availableFrom, cv.availableTo) ?? "Availability not set"}
          </Fact>
          <Fact icon={IconTools}>{cv.skillCount === 1 ? "1 skill" : `${cv.skillCount} skills`}</Fact>
          <Fact icon={IconFileTypePdf}>{cv.hasFile ? "PDF attached" : "No PDF yet"}</Fact>
        </Stack>
        <Text size="xs" c="dimmed">
          Updated {formatAgo(cv.updatedAt)}
        </Text>
        <Group gap="xs" className={classes.actions}>
          <Button component={Link} to={paths.cvDetail({ id: cv.id })} size="xs" aria-label={`Open “${cv.title}”`}>
            Open
          </Button>
          <Button
            component={Link}
            to={paths.cvEdit({ id: cv.id })}
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={`Edit “${cv.title}”`}
          >
            Edit
          </Button>
          {!cv.isPrimary && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconStar size={14} aria-hidden />}
              loading={busy}
              disabled={actions.pendingId !== undefined}
              onClick={() => actions.onMakePrimary(cv)}
              aria-label={`Make primary “${cv.title}”`}
            >
              Make primary
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            disabled={actions.pendingId !== undefined}
            onClick={() => actions.onDelete(cv)}
            aria-label={`Delete “${cv.title}”`}
            ml="auto"
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
