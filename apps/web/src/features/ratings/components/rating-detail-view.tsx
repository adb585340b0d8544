import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, ThemeIcon, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import { RATING_CATEGORIES, RATING_CATEGORY_LABELS, type Rating } from "@stint/shared/ratings";
import {
  IconBriefcase,
  IconBuilding,
  IconCheck,
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
import { Link } from "react-router";
import { Fact } from "../../../components/fact.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { paths } from "@stint/shared/page-routes";
import { formatDate } from "../../../lib/format.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { useDeleteRating } from "../api/delete-rating.ts";
import { moderateRating } from "../api/moderate-rating.ts";
import { authorName, ratedName } from "../rating-format.ts";
import { HideRatingDialog } from "./moderate-rating-dialog.tsx";
import { RatingReports } from "./rating-reports.tsx";
import { RatingResponse } from "./rating-response.tsx";
import { ReportRatingDialog } from "./report-rating-dialog.tsx";
import { Stars, starsLabel } from "./stars.tsx";

type Props = {
  rating: Rating;
  /** The viewer moderates ratings: Keep or Hide a flagged one. */
  moderator: boolean;
  /** After the rating was deleted (its author): where to go. */
  onDeleted: () => void | Promise<void>;
};

/** What the visibility of the rating is, from the viewer's side. */
function VisibilityNotice({ rating }: { rating: Rating }) {
  const rated = ratedName(rating);
  if (rating.mine && !rating.revealed) {
    return (
      <Alert
        variant="light"
        color="stint"
        icon={<IconEyeOff aria-hidden />}
        title={`Hidden from ${rated} until ${formatDate(rating.revealsAt)}`}
      >
        {rated} sees your rating once they have rated you too, or on {formatDate(rating.revealsAt)}, whichever comes
        first. Until then you can edit or delete it; after that it is final.
      </Alert>
    );
  }
  if (rating.mine) {
    return (
      <Alert variant="light" color="teal" icon={<IconEye aria-hidden />} title={`Visible to ${rated}`}>
        Revealed on {formatDate(rating.revealsAt)}. A revealed rating can no longer be changed.
      </Alert>
    );
  }
  return null;
}

function ModerationNotice({ rating }: { rating: Rating }) {
  if (rating.hidden) {
    return (
      <Alert variant="light" color="red" icon={<IconShieldX aria-hidden />} title="Hidden by moderation">
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          Reason: {rating.hidden.reason}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          Hidden on {formatDate(rating.hidden.at)}.{rating.mine && " Only you still see its title and text."}
        </Text>
      </Alert>
    );
  }
  if (rating.flagged) {
    return (
      <Alert variant="light" color="orange" icon={<IconFlag aria-hidden />} title="Flagged">
        Someone reported this rating. It stays visible until a moderator has reviewed it.
      </Alert>
    );
  }
  return null;
}

function CategoryTable({ rating }: { rating: Rating }) {
  const keys = RATING_CATEGORIES[rating.direction].filter((key) => rating.categories[key] !== undefined);
  if (keys.length === 0) return null;
  return (
    <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false} aria-label="Stars per category" maw={420}>
      <Table.Tbody>
        {keys.map((key) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" fw={500} fz="sm" pr="xl">
              {RATING_CATEGORY_LABELS[key]}
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

function ModeratorActions({ rating }: { rating: Rating }) {
  const [hideOpened, hide] = useDisclosure(false);
  const keep = useApiMutation({
    mutationFn: () => moderateRating(rating.id, { action: "keep", reason: null }),
    changes: "rating.changed",
  });
  const onKeep = () =>
    openConfirmDialog({
      title: "Keep this rating?",
      children: (
        <Text size="sm">Its open reports are dismissed and the flag is removed. The rating stays as it is.</Text>
      ),
      labels: { confirm: "Keep the rating", cancel: "Cancel" },
      onConfirm: () =>
        keep.mutate(undefined, {
          onSuccess: () =>
            notifications.show({ color: "teal", title: "Rating kept", message: "Its reports are dismissed." }),
          onError: (error) =>
            notifications.show({ color: "red", title: "The rating was not kept", message: error.message }),
        }),
    });
  return (
    <Card component="section" aria-labelledby="rating-moderation" bg="orange.0">
      <Title order={2} fz="md" mb={4} id="rating-moderation">
        Moderation
      </Title>
      <Text size="sm" mb="sm">
        Reported ratings stay visible until you decide. Keep dismisses the reports; Hide replaces the title and text
        with your public reason.
      </Text>
      <RatingReports reports={rating.reports} />
      <Group gap="sm" mt="sm">
        <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={onKeep} loading={keep.isPending}>
          Keep
        </Button>
        <Button color="red" variant="light" leftSection={<IconShieldX size={16} aria-hidden />} onClick={hide.open}>
          Hide with a reason
        </Button>
      </Group>
      <HideRatingDialog ratingId={rating.id} reports={rating.reports} opened={hideOpened} onClose={hide.close} />
    </Card>
  );
}

/**
 * `/rating-detail/{id}`: the rating with its stars per category, who wrote it about whom for which job, whether
 * the rated side sees it yet, its moderation state, the company's public response, and what the viewer may do:
 * edit or delete (its author, while hidden), respond (the rated company), report (anyone else), keep or hide (a
 * moderator, while it is flagged).
 */
export function RatingDetailView({ rating, moderator, onDeleted }: Props) {
  const [reportOpened, report] = useDisclosure(false);
  const remove = useDeleteRating();
  const hiddenText = rating.hidden !== null && !rating.mine;
  const author = authorName(rating);
  const rated = ratedName(rating);
  const studentRated = rating.direction === "company-to-student";

  const onDelete = () =>
    openConfirmDialog({
      title: "Delete your rating?",
      children: (
        <Text size="sm">
          Your rating of {rated} is removed for good, before they have seen it. You can rate this match again later.
        </Text>
      ),
      labels: { confirm: "Delete the rating", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(rating.id, {
          onSuccess: async () => {
            notifications.show({ color: "gray", title: "Rating deleted", message: `Your rating of ${rated} is gone.` });
            await onDeleted();
          },
          onError: (error) =>
            notifications.show({ color: "red", title: "The rating was not deleted", message: error.message }),
        }),
    });

  return (
    <>
      <PageHeader
        title={hiddenText ? "Hidden rating" : rating.title}
        pageTitle={hiddenText ? "Hidden rating" : `Rating: ${rating.title}`}
        description={
          <Group gap="xs" wrap="wrap" component="span">
            <Stars value={rating.overall} size={20} />
            <Text component="span" size="sm" fw={600} c="gray.8">
              {starsLabel(rating.overall)}
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
                  Edit
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={onDelete}
                  loading={remove.isPending}
                >
                  Delete
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
                Report
              </Button>
            )}
          </>
        }
      />
      <Stack gap="lg">
        {rating.reportedByMe && (
          <Alert variant="light" color="gray" icon={<IconFlag aria-hidden />}>
            You reported this rating. A moderator will review it.
          </Alert>
        )}
        <VisibilityNotice rating={rating} />
        <ModerationNotice rating={rating} />
        {moderator && rating.flagged && !rating.hidden && <ModeratorActions rating={rating} />}
        <Card component="section" aria-labelledby="rating-body">
          <Stack gap="md">
            <Group gap="lg" wrap="wrap" style={{ rowGap: 6 }}>
              <Fact icon={studentRated ? IconBuilding : IconUser}>
                By{" "}
                {rating.direction === "company-to-student" ? (
                  <Anchor component={Link} to={paths.companyPage({ id: rating.company.id })} size="sm">
                    {author}
                  </Anchor>
                ) : (
                  author
                )}
              </Fact>
              <Fact icon={studentRated ? IconUser : IconBuilding}>
                About{" "}
                {rating.direction === "student-to-company" ? (
                  <Anchor component={Link} to={paths.companyPage({ id: rating.company.id })} size="sm">
                    {rated}
                  </Anchor>
                ) : (
                  rated
                )}
              </Fact>
              <Fact icon={IconBriefcase}>
                <Anchor component={Link} to={paths.jobDetail({ id: rating.job.id })} size="sm">
                  {rating.job.title}
                </Anchor>
              </Fact>
            </Group>
            <Text size="xs" c="dimmed">
              Written {formatDate(rating.createdAt)}
              {rating.updatedAt !== rating.createdAt && ` · edited ${formatDate(rating.updatedAt)}`}
            </Text>
            <Title order={2} fz="lg" id="rating-body">
              {hiddenText ? "The review is hidden" : "Review"}
            </Title>
            {hiddenText ? (
              <Text size="sm" c="dimmed">
                A moderator hid the title and text of this rating. Its stars still count.
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
                  ? `${author} would recommend ${rated}`
                  : `${author} would not recommend ${rated}`}
              </Text>
            </Group>
            {rating.direction === "student-to-company" && rating.mine && (
              <Text size="sm" c="gray.8">
                {rating.signed
                  ? "Signed with your name."
                  : "Anonymous: shown as by an anonymous student on the company's page and to the company."}
              </Text>
            )}
          </Stack>
        </Card>
        <Card component="section" aria-labelledby="rating-categories">
          <Title order={2} fz="lg" mb="sm" id="rating-categories">
            Stars per category
          </Title>
          <CategoryTable rating={rating} />
        </Card>
        <RatingResponse rating={rating} />
      </Stack>
      <ReportRatingDialog ratingId={rating.id} opened={reportOpened} onClose={report.close} />
    </>
  );
}
