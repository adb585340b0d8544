import { Anchor, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconPhone, IconWorld, type Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { displayUrl } from "../../../lib/format.ts";
import { useMatch } from "../api/get-match.ts";
import { InlineLoadError } from "./inline-load-error.tsx";

/** One way to reach the other side: an icon and a link (long addresses wrap rather than overflow). */
function ContactLink({
  icon: LinkIcon,
  children,
  ...anchor
}: { icon: Icon; href: string; children: ReactNode } & {
  target?: string;
  rel?: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <LinkIcon size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Anchor {...anchor} size="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Anchor>
    </Group>
  );
}

/** The placeholder's height per side (the words per side are the catalogue's `contact.*` selects). */
const SKELETON_HEIGHT = { student: 40, company: 48 };

/**
 * The other side's contact details, shared while the match is on: the student's (phone) for the company, the
 * company's (website) for the student. Fetched per match, as the lists of matches and applicants have none.
 */
export function MatchContact({
  matchId,
  side,
  name,
}: {
  matchId: string;
  /** Whose details are shown. */
  side: "student" | "company";
  /** Theirs, for the loading state (the details carry the name to show). */
  name: string;
}) {
  const { t } = useTranslation("applications");
  const detail = useMatch(matchId);
  if (detail.isPending) {
    return <Skeleton height={SKELETON_HEIGHT[side]} role="status" aria-label={t("contact.loading", { name })} />;
  }
  if (detail.isError) {
    return <InlineLoadError what="contact" error={detail.error} retry={() => void detail.refetch()} />;
  }
  const contact = detail.data.contact;
  if (!contact) {
    return (
      <Text size="sm" c="dimmed">
        {t("contact.unshared", { side })}
      </Text>
    );
  }
  const { name: shownName, email } = contact[side];
  // The student gives a phone number, the company a website; either may be missing.
  const { phone } = contact.student;
  const { website } = contact.company;
  const other =
    side === "student"
      ? phone && (
          <ContactLink icon={IconPhone} href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
            {phone}
          </ContactLink>
        )
      : website && (
          <ContactLink icon={IconWorld} href={website} target="_blank" rel="noopener noreferrer">
            {displayUrl(website)}
          </ContactLink>
        );
  return (
    <Stack gap={4} component="section" aria-label={t("contact.label", { side, name: shownName })}>
      <Title order={4} fz="sm">
        {t("contact.heading", { side, name: shownName })}
      </Title>
      <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
        <ContactLink icon={IconMail} href={`mailto:${email}`}>
          {email}
        </ContactLink>
        {other}
      </Group>
    </Stack>
  );
}
