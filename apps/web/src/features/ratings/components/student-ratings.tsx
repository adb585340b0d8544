import { Anchor, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { isApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useRatingPages } from "../api/list-ratings.ts";
import { Stars } from "./stars.tsx";

/** How many of a student's ratings the compact list shows. */
const SHOWN = 3;

/**
 * For a company looking at a student: the ratings other companies gave them, when the student shares them
 * ("share my ratings with companies"); a short line otherwise.
 */
export function StudentRatings({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation("ratings");
  const { error: errorText } = useMessages();
  const headingId = useId();
  const pages = useRatingPages({ studentId, limit: SHOWN });
  const items = pages.data?.pages[0]?.items ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const notShared = pages.isError && (isApiError(pages.error, 403) || isApiError(pages.error, 404));

  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Title order={4} fz="sm" id={headingId}>
        {t("student.title")}
      </Title>
      {pages.isPending ? (
        <Skeleton height={36} role="status" aria-label={t("student.loading", { name })} />
      ) : notShared ? (
        <Text size="sm" c="dimmed">
          {t("student.notShared", { name })}
        </Text>
      ) : pages.isError ? (
        <Text size="sm" c="red.9">
          {t("student.error", { error: errorText(pages.error) })}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("student.none", { name })}
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {items.map((rating) => (
            <Group component="li" key={rating.id} gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
              <Stars value={rating.overall} size={14} />
              <Anchor component={Link} to={paths.ratingDetail({ id: rating.id })} size="sm" fw={600}>
                {rating.hidden ? t("hiddenByModeration") : rating.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {rating.company.name} · {rating.job.title} · {formatDate(rating.createdAt)}
              </Text>
            </Group>
          ))}
          {total > items.length && (
            <Text size="xs" c="dimmed">
              {t("student.more", { count: total - items.length })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
