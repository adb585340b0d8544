import { Badge, Group } from "@mantine/core";
import type { Rating } from "@stint/shared/ratings";
import { IconEyeOff, IconFlag, IconMessageReply, IconShieldX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";

/**
 * A rating's state at a glance: hidden from the rated side until a date (its author's view), reported and
 * waiting for review, hidden by a moderator, answered by the company.
 */
export function RatingBadges({ rating }: { rating: Rating }) {
  const { t } = useTranslation("ratings");
  const badges = [];
  if (rating.mine && !rating.revealed) {
    badges.push(
      <Badge key="hidden" variant="light" color="gray" tt="none" leftSection={<IconEyeOff size={12} aria-hidden />}>
        {t("badges.hiddenUntil", { date: formatDate(rating.revealsAt) })}
      </Badge>,
    );
  }
  if (rating.hidden) {
    badges.push(
      <Badge key="moderated" variant="light" color="red" tt="none" leftSection={<IconShieldX size={12} aria-hidden />}>
        {t("hiddenByModeration")}
      </Badge>,
    );
  } else if (rating.flagged) {
    badges.push(
      <Badge key="flagged" variant="light" color="orange" tt="none" leftSection={<IconFlag size={12} aria-hidden />}>
        {t("badges.flagged")}
      </Badge>,
    );
  }
  if (rating.response) {
    badges.push(
      <Badge
        key="responded"
        variant="light"
        color="teal"
        tt="none"
        leftSection={<IconMessageReply size={12} aria-hidden />}
      >
        {t("badges.responded")}
      </Badge>,
    );
  }
  if (badges.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {badges}
    </Group>
  );
}
