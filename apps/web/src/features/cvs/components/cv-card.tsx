import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { CvListItem } from "@stint/shared/cvs";
import { IconCalendarEvent, IconEdit, IconFileTypePdf, IconStar, IconTools, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { formatAgo } from "../../../lib/format.ts";
import { useCvFormat } from "../cv-format.ts";
import classes from "./cv-card.module.css";
import { Fact } from "../../../components/fact.tsx";
import type { useCvActions } from "./use-cv-actions.tsx";

type Props = { cv: CvListItem; actions: ReturnType<typeof useCvActions> };

/** One CV in the student's list: what it is for, how complete, and what can be done with it. */
export function CvCard({ cv, actions }: Props) {
  const { t } = useTranslation("cvs");
  const format = useCvFormat();
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
              {t("card.primary")}
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          {cv.desiredTypes.length > 0 ? (
            cv.desiredTypes.map((type) => (
              <Badge key={type} variant="default" tt="none" fw={500}>
                {format.jobTypes([type])}
              </Badge>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t("card.anyJobType")}
            </Text>
          )}
        </Group>
        <Stack gap={4}>
          <Fact icon={IconCalendarEvent}>
            {format.availability(cv.availableFrom, cv.availableTo) ?? t("card.noAvailability")}
          </Fact>
          <Fact icon={IconTools}>{t("card.skills", { count: cv.skillCount })}</Fact>
          <Fact icon={IconFileTypePdf}>{cv.hasFile ? t("card.pdf") : t("card.noPdf")}</Fact>
        </Stack>
        <Text size="xs" c="dimmed">
          {t("card.updated", { ago: formatAgo(cv.updatedAt) })}
        </Text>
        <Group gap="xs" className={classes.actions}>
          <Button
            component={Link}
            to={paths.cvDetail({ id: cv.id })}
            size="xs"
            aria-label={t("card.openLabel", { title: cv.title })}
          >
            {t("card.open")}
          </Button>
          <Button
            component={Link}
            to={paths.cvEdit({ id: cv.id })}
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={t("card.editLabel", { title: cv.title })}
          >
            {t("card.edit")}
          </Button>
          {!cv.isPrimary && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconStar size={14} aria-hidden />}
              loading={busy}
              disabled={actions.pendingId !== undefined}
              onClick={() => actions.onMakePrimary(cv)}
              aria-label={t("card.makePrimaryLabel", { title: cv.title })}
            >
              {t("card.makePrimary")}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            disabled={actions.pendingId !== undefined}
            onClick={() => actions.onDelete(cv)}
            aria-label={t("card.deleteLabel", { title: cv.title })}
            ml="auto"
          >
            {t("card.delete")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
