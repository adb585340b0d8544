import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("ratings");
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
            {t("edit.see")}
          </Button>
          <Button component={Link} to={paths.ratingList()} variant="default">
            {t("yourRatings")}
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
  const { t } = useTranslation("ratings");
  const { id = "" } = useParams();
  const rating = useRatingQuery(id);

  if (rating.isPending) return <DetailSkeleton />;
  if (rating.isError) {
    if (isNotFound(rating.error)) {
      return (
        <NotFoundPanel
          title={t("notFound.title")}
          text={t("notFound.edit")}
          action={
            <Button component={Link} to={paths.ratingList()}>
              {t("yourRatings")}
            </Button>
          }
        />
      );
    }
    return <LoadErrorPanel what={t("what")} error={rating.error} onRetry={() => void rating.refetch()} />;
  }

  const data = rating.data;
  const rated = ratedName(t, data);
  if (!data.mine) {
    return (
      <NotEditable
        id={data.id}
        title={t("edit.notYoursTitle")}
        text={t("edit.notYoursText")}
      />
    );
  }
  if (!data.editable) {
    return (
      <NotEditable
        id={data.id}
        title={t("edit.frozenTitle")}
        text={
          data.revealed
            ? t("edit.frozenRevealed", { name: rated, date: formatDate(data.revealsAt) })
            : t("edit.frozenText")
        }
      />
    );
  }
  return (
    <>
      <PageHeader
        title={t("form.editLabel", { name: rated })}
        description={t("edit.description", { job: data.job.title, name: rated, date: formatDate(data.revealsAt) })}
        actions={
          <Button component={Link} to={paths.ratingDetail({ id: data.id })} variant="default">
            {t("edit.view")}
          </Button>
        }
      />
      <RatingForm key={data.id} target={{ kind: "edit", rating: data, otherName: rated }} />
    </>
  );
}
