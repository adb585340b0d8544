import { Badge, type BadgeProps, Group } from "@mantine/core";
import { IconRosetteDiscountCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * "Verified" beside a company whose operators checked it (issue 37): an icon and the word, so neither colour nor
 * the icon alone carries it. Its accessible name (and its title, on hover) says who verified it. Not focusable:
 * it sits inside cards that are links, and says nothing a reader cannot read.
 */
export function VerifiedBadge({ size = "sm", ...props }: Omit<BadgeProps, "children" | "leftSection">) {
  const { t } = useTranslation("components");
  return (
    <Badge
      variant="light"
      color="teal"
      size={size}
      radius="sm"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
      component="span"
      role="img"
      aria-label={t("verifiedBadge.explained")}
      title={t("verifiedBadge.explained")}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {t("verifiedBadge.label")}
    </Badge>
  );
}

/** A company's name with its badge when verified: the subtitle of a student's applications, invitations, matches. */
export function CompanyWithBadge({ name, verified }: { name: string; verified: boolean }) {
  return (
    <Group component="span" gap={6} wrap="wrap">
      <span>{name}</span>
      {verified && <VerifiedBadge size="xs" />}
    </Group>
  );
}
