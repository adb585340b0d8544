import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, ThemeIcon, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import { RATING_CATEGORIES, type Rating } from "@stint/shared/ratings";
import {
  IconBriefcase,
  IconBuilding,
  IconEdit,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconShieldX,
  IconThumbDown,
  IconThumbUp,
  IconTrash,
  IconUser,
} from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLabels } from "../../../i18n/labels.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { Fact } from "../../../components/fact.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatDate } from "../../../lib/format.ts";
import { useDeleteRating } from "../api/delete-rating.ts";
import { authorName, ratedName } from "../rating-format.ts";
import { RatingResponse } from "./rating-response.tsx";
import { ReportRatingDialog } from "./report-rating-dialog.tsx";
import { Stars, starsValue } from "./stars.tsx";

type Props = {
  rating: Rating;
  /** After the rating was deleted (its author): where to go. */
  onDeleted: () => void | Promise<void>;
};

/** What the visibility of the rating is, from the viewer's side. */
function VisibilityNotice({ rating }: { rating: Rating }) {
  const { t } = useTranslation("ratings");
  const rated = ratedName(t, rating);
  if (rating.mine && !rating.revealed) {
    return (
      <Alert
        variant="light"
        color="stint"
        icon={<IconEyeOff aria-hidden />}
        title={t("detail.hiddenUntil", { name: rated, date: formatDate(rating.revealsAt) })}
      >
        {t("detail.hiddenText", { name: rated, date: formatDate(rating.revealsAt) })}
      </Alert>
    );
  }
  if (rating.mine) {
    return (
      <Alert variant="light" color="teal" icon={<IconEye aria-hidden />} title={t("detail.visibleTo", { name: rated })}>
        {t("detail.revealedOn", { date: formatDate(rating.revealsAt) })}
      </Alert>
    );
  }
  return null;
}

function ModerationNotice({ rating }: { rating: Rating }) {
  const { t } = useTranslation("ratings");
  if (rating.hidden) {
    return (
      <Alert variant="light" color="red" icon={<IconShieldX aria-hidden />} title={t("hiddenByModeration")}>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {t("card.reason", { reason: rating.hidden.reason })}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {t("detail.hiddenOn", { date: formatDate(rating.hidden.at), mine: rating.mine ? "yes" : "no" })}
        </Text>
      </Alert>
    );
  }
  if (rating.flagged) {
    return (
      <Alert variant="light" color="orange" icon={<IconFlag aria-hidden />} title={t("badges.flagged")}>
        {t("detail.flaggedText")}
      </Alert>
    );
  }
  return null;
}

function CategoryTable({ rating }: { rating: Rating }) {
  const { t } = useTranslation("ratings");
  const labels = useLabels();
  const keys = RATING_CATEGORIES[rating.direction].filter((key) => rating.categories[key] !== undefined);
  if (keys.length === 0) return null;
  return (
    <Table
      verticalSpacing={6}
      horizontalSpacing={0}
      withRowBorders={false}
      aria-label={t("detail.categories")}
      maw={420}
    >
      <Table.Tbody>
        {keys.map((key) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" fw={500} fz="sm" pr="xl">
              {labels.ratingCategory(key)}
            </Table.Th>
            <Table.Td>
              <Stars value={rating.categories[key] ?? 0} size={16} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * `/rating-detail/{id}`: the rating with its stars per category, who wrote it about whom for which job, whether
 * the rated side sees it yet, its moderation state, the company's public response, and what the viewer may do:
 * edit or delete (its author, while hidden), respond (the rated company), report (anyone else). Operators decide
 * reports in the console (`/admin/moderation`).
 */
export function RatingDetailView({ rating, onDeleted }: Props) {
  const { t } = useTranslation("ratings");
  const { error: errorText } = useMessages();
  const [reportOpened, report] = useDisclosure(false);
  const remove = useDeleteRating();
  const hiddenText = rating.hidden !== null && !rating.mine;
  const author = authorName(t, rating);
  const rated = ratedName(t, rating);
  const studentRated = rating.direction === "company-to-student";

  const onDelete = () =>
    openConfirmDialog({
      title: t("detail.deleteTitle"),
      children: <Text size="sm">{t("detail.deleteText", { name: rated })}</Text>,
      labels: { confirm: t("detail.deleteRating"), cancel: t("keepIt") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(rating.id, {
          onSuccess: async () => {
            notifications.show({
              color: "gray",
              title: t("detail.deleted"),
              message: t("detail.deletedText", { name: rated }),
            });
            await onDeleted();
          },
          onError: (error) =>
            notifications.show({ color: "red", title: t("detail.notDeleted"), message: errorText(error) }),
        }),
    });

  return (
    <>
      <PageHeader
        title={hiddenText ? t("detail.hiddenRating") : rating.title}
        pageTitle={hiddenText ? t("detail.hiddenRating") : t("detail.pageTitle", { title: rating.title })}
        description={
          <Group gap="xs" wrap="wrap" component="span">
            <Stars value={rating.overall} size={20} />
            <Text component="span" size="sm" fw={600} c="gray.8">
              {t("stars.label", { value: starsValue(rating.overall) })}
            </Text>
          </Group>
        }
        actions={
          <>
            {rating.editable && (
              <>
                <Button
                  component={Link}
                  to={paths.ratingEdit({ id: rating.id })}
                  variant="default"
                  leftSection={<IconEdit size={16} aria-hidden />}
                >
                  {t("detail.edit")}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={onDelete}
                  loading={remove.isPending}
                >
                  {t("detail.delete")}
                </Button>
              </>
            )}
            {rating.canReport && !rating.reportedByMe && (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconFlag size={16} aria-hidden />}
                onClick={report.open}
              >
                {t("detail.report")}
              </Button>
            )}
          </>
        }
      />
      <Stack gap="lg">
        {rating.reportedByMe && (
          <Alert variant="light" color="gray" icon={<IconFlag aria-hidden />}>
            {t("detail.reported")}
          </Alert>
        )}
        <VisibilityNotice rating={rating} />
        <ModerationNotice rating={rating} />
        <Card component="section" aria-labelledby="rating-body">
          <Stack gap="md">
            <Group gap="lg" wrap="wrap" style={{ rowGap: 6 }}>
              <Fact icon={studentRated ? IconBuilding : IconUser}>
                <Trans
                  t={t}
                  i18nKey="detail.by"
                  values={{ name: author }}
                  components={{
                    to: studentRated ? (
                      <Anchor component={Link} to={paths.companyPage({ id: rating.company.id })} size="sm" />
                    ) : (
                      <span />
                    ),
                  }}
                />
              </Fact>
              <Fact icon={studentRated ? IconUser : IconBuilding}>
                <Trans
                  t={t}
                  i18nKey="detail.about"
                  values={{ name: rated }}
                  components={{
                    to: studentRated ? (
                      <span />
                    ) : (
                      <Anchor component={Link} to={paths.companyPage({ id: rating.company.id })} size="sm" />
                    ),
                  }}
                />
              </Fact>
              <Fact icon={IconBriefcase}>
                <Anchor component={Link} to={paths.jobDetail({ id: rating.job.id })} size="sm">
                  {rating.job.title}
                </Anchor>
              </Fact>
            </Group>
            <Text size="xs" c="dimmed">
              {rating.updatedAt !== rating.createdAt
                ? t("detail.writtenEdited", {
                    date: formatDate(rating.createdAt),
                    edited: formatDate(rating.updatedAt),
                  })
                : t("detail.written", { date: formatDate(rating.createdAt) })}
            </Text>
            <Title order={2} fz="lg" id="rating-body">
              {hiddenText ? t("detail.reviewHidden") : t("detail.review")}
            </Title>
            {hiddenText ? (
              <Text size="sm" c="dimmed">
                {t("detail.reviewHiddenText")}
              </Text>
            ) : (
              <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {rating.text}
              </Text>
            )}
            <Group gap={8} wrap="nowrap">
              <ThemeIcon
                size={24}
                radius="xl"
                variant="light"
                color={rating.wouldRecommend ? "teal" : "gray"}
                aria-hidden
              >
                {rating.wouldRecommend ? <IconThumbUp size={14} /> : <IconThumbDown size={14} />}
              </ThemeIcon>
              <Text size="sm" fw={600}>
                {rating.wouldRecommend
                  ? t("detail.recommends", { author, rated })
                  : t("detail.notRecommends", { author, rated })}
              </Text>
            </Group>
            {rating.direction === "student-to-company" && rating.mine && (
              <Text size="sm" c="gray.8">
                {rating.signed ? t("detail.signed") : t("detail.anonymous")}
              </Text>
            )}
          </Stack>
        </Card>
        <Card component="section" aria-labelledby="rating-categories">
          <Title order={2} fz="lg" mb="sm" id="rating-categories">
            {t("detail.categories")}
          </Title>
          <CategoryTable rating={rating} />
        </Card>
        <RatingResponse rating={rating} />
      </Stack>
      <ReportRatingDialog ratingId={rating.id} opened={reportOpened} onClose={report.close} />
    </>
  );
}
