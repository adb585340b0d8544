import { Anchor, Box, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Rating } from "@stint/shared/ratings";
import { IconThumbDown, IconThumbUp } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { formatDate } from "../../../lib/format.ts";
import { authorName, otherPartyName, ratedName, snippet } from "../rating-format.ts";
import { RatingBadges } from "./rating-badges.tsx";
import classes from "./rating-card.module.css";
import { Stars } from "./stars.tsx";

type Props = {
  rating: Rating;
  /**
   * Whose name the card gives: the other party from the viewer's side (their own lists), or the author (a
   * company's or a student's ratings, read by someone else).
   */
  party?: "other" | "author";
  headingOrder?: 2 | 3 | 4;
  /** The company's public response under it (a company's page). */
  withResponse?: boolean;
};

/** One rating in a list: stars, title (to its page), a snippet, who and which job, when, and its state. */
export function RatingCard({ rating, party = "other", headingOrder = 3, withResponse = false }: Props) {
  const { t } = useTranslation("ratings");
  const headingId = useId();
  const who =
    party === "author"
      ? t("card.by", { name: authorName(t, rating) })
      : rating.mine
        ? t("card.youRated", { name: ratedName(t, rating) })
        : t("card.ratedYou", { name: otherPartyName(t, rating) });
  const hiddenText = rating.hidden && !rating.mine;
  return (
    <Card component="article" aria-labelledby={headingId} padding="md">
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" align="center" wrap="wrap" style={{ rowGap: 4 }}>
          <Stars value={rating.overall} />
          <Text size="xs" c="dimmed">
            {formatDate(rating.createdAt)}
          </Text>
        </Group>
        <Title order={headingOrder} fz="md" lh={1.3} id={headingId} style={{ overflowWrap: "anywhere" }}>
          <Anchor component={Link} to={paths.ratingDetail({ id: rating.id })} c="inherit" fw={650}>
            {hiddenText ? t("hiddenByModeration") : rating.title}
          </Anchor>
        </Title>
        <Text size="sm" c="gray.8" style={{ overflowWrap: "anywhere" }}>
          {who} · {rating.job.title}
        </Text>
        {hiddenText ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {t("card.reason", { reason: rating.hidden?.reason })}
          </Text>
        ) : (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {snippet(rating.text)}
          </Text>
        )}
        {rating.mine && rating.hidden && (
          <Text size="sm" c="red.8" style={{ overflowWrap: "anywhere" }}>
            {t("card.hiddenReason", { reason: rating.hidden.reason })}
          </Text>
        )}
        <Group gap="sm" wrap="wrap" justify="space-between" style={{ rowGap: 6 }}>
          <Group gap={6} wrap="nowrap">
            <ThemeIcon
              size={20}
              radius="xl"
              variant="light"
              color={rating.wouldRecommend ? "teal" : "gray"}
              aria-hidden
            >
              {rating.wouldRecommend ? <IconThumbUp size={12} /> : <IconThumbDown size={12} />}
            </ThemeIcon>
            <Text size="xs" c="gray.7">
              {rating.wouldRecommend ? t("card.wouldRecommend") : t("card.wouldNotRecommend")}
            </Text>
          </Group>
          <RatingBadges rating={rating} />
        </Group>
        {withResponse && rating.response && (
          <Box className={classes.response}>
            <Text size="xs" fw={700} c="gray.8">
              {t("response.from", { company: rating.company.name })}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {snippet(rating.response.text, 400)}
            </Text>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
