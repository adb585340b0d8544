import { Anchor, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
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
  const headingId = useId();
  const pages = useRatingPages({ studentId, limit: SHOWN });
  const items = pages.data?.pages[0]?.items ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const notShared = pages.isError && (isApiError(pages.error, 403) || isApiError(pages.error, 404));

  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Title order={4} fz="sm" id={headingId}>
        Ratings from other companies
      </Title>
      {pages.isPending ? (
        <Skeleton height={36} role="status" aria-label={`Loading the ratings of ${name}`} />
      ) : notShared ? (
        <Text size="sm" c="dimmed">
          {name} does not share their ratings with companies.
        </Text>
      ) : pages.isError ? (
        <Text size="sm" c="red.9">
          The ratings could not be loaded: {pages.error.message}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rating that {name} shares yet.
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {items.map((rating) => (
            <Group component="li" key={rating.id} gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
              <Stars value={rating.overall} size={14} />
              <Anchor component={Link} to={paths.ratingDetail({ id: rating.id })} size="sm" fw={600}>
                {rating.hidden ? "Hidden by moderation" : rating.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {rating.company.name} · {rating.job.title} · {formatDate(rating.createdAt)}
              </Text>
            </Group>
          ))}
          {total > items.length && (
            <Text size="xs" c="dimmed">
              and {total - items.length} more
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
