import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useRatingQuery } from "../../features/ratings/api/get-rating.ts";
import { RatingForm } from "../../features/ratings/components/rating-form.tsx";
import { ratedName } from "../../features/ratings/rating-format.ts";
import { formatDate } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** Why a rating cannot be edited here, with the way to its page. */
function NotEditable({ id, title, text }: { id: string; title: string; text: string }) {
  usePageTitle(title);
  return (
    <Card maw={640} mx="auto" mt={{ base: "md", sm: "xl" }}>
      <Stack align="center" ta="center" gap="sm" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLock size={28} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.ratingDetail({ id })}>
            See the rating
          </Button>
          <Button component={Link} to={paths.ratingList()} variant="default">
            Your ratings
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * `/rating-edit/{id}`: its author changes a rating while it is still hidden from the rated side. Anyone else, or
 * a revealed (frozen) rating, gets a clear message with a link to the rating.
 */
export function RatingEditRoute() {
  const { id = "" } = useParams();
  const rating = useRatingQuery(id);

  if (rating.isPending) return <DetailSkeleton />;
  if (rating.isError) {
    if (isNotFound(rating.error)) {
      return (
        <NotFoundPanel
          title="Rating not found"
          text="There is no rating of yours at this address. It may have been deleted, or the link is wrong."
          action={
            <Button component={Link} to={paths.ratingList()}>
              Your ratings
            </Button>
          }
        />
      );
    }
    return <LoadErrorPanel what="the rating" error={rating.error} onRetry={() => void rating.refetch()} />;
  }

  const data = rating.data;
  const rated = ratedName(data);
  if (!data.mine) {
    return (
      <NotEditable
        id={data.id}
        title="This rating is not yours"
        text="Only the one who wrote a rating can edit it, and only until the other side can read it."
      />
    );
  }
  if (!data.editable) {
    return (
      <NotEditable
        id={data.id}
        title="This rating can no longer be edited"
        text={
          data.revealed
            ? `It was revealed to ${rated} on ${formatDate(data.revealsAt)} and is final now: a rating can be changed only while the other side cannot read it yet.`
            : "It cannot be changed any more."
        }
      />
    );
  }
  return (
    <>
      <PageHeader
        title={`Edit your rating of ${rated}`}
        description={`${data.job.title} · hidden from ${rated} until ${formatDate(data.revealsAt)}`}
        actions={
          <Button component={Link} to={paths.ratingDetail({ id: data.id })} variant="default">
            View the rating
          </Button>
        }
      />
      <RatingForm key={data.id} target={{ kind: "edit", rating: data, otherName: rated }} />
    </>
  );
}
