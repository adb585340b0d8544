import { Anchor, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconPhone, IconWorld, type Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
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

/** What each side's details are called, and what is said when they are not shared. */
const SIDES = {
  student: {
    skeletonHeight: 40,
    heading: (name: string) => `Contact ${name}`,
    label: (name: string) => `Contact details of ${name}`,
    unshared: "This match has ended: contact details are no longer shared.",
  },
  company: {
    skeletonHeight: 48,
    heading: (name: string) => `Contact at ${name}`,
    label: (name: string) => `Contact at ${name}`,
    unshared: "Contact details are not shared for this match.",
  },
};

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
  const detail = useMatch(matchId);
  const text = SIDES[side];
  if (detail.isPending) {
    return (
      <Skeleton height={text.skeletonHeight} role="status" aria-label={`Loading the contact details of ${name}`} />
    );
  }
  if (detail.isError) {
    return <InlineLoadError what="The contact details" error={detail.error} retry={() => void detail.refetch()} />;
  }
  const contact = detail.data.contact;
  if (!contact) {
    return (
      <Text size="sm" c="dimmed">
        {text.unshared}
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
    <Stack gap={4} component="section" aria-label={text.label(shownName)}>
      <Title order={4} fz="sm">
        {text.heading(shownName)}
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
