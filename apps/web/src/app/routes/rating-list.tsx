import { Button, Card, Stack, Tabs, Text } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { SearchBox } from "../../components/search-box.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { MessageReportList } from "../../features/conversations/components/message-report-list.tsx";
import { useIsModerator } from "../../features/ratings/api/moderator-check.ts";
import { RatingCard } from "../../features/ratings/components/rating-card.tsx";
import { RatingPages } from "../../features/ratings/components/rating-pages.tsx";
import { RatingsWaitingNote } from "../../features/ratings/components/ratings-waiting-note.tsx";
import { compactSearchParams, enumParam, textParam } from "../../lib/search-params.ts";

const TABS = ["given", "received", "reported", "messages"] as const;
type Tab = (typeof TABS)[number];

const TAB_LABELS: Record<Tab, string> = {
  given: "Given",
  received: "Received",
  reported: "Reported",
  messages: "Reported messages",
};
/** The moderators' tabs: reported ratings, and reported messages beside them (the same moderators). */
const MODERATOR_TABS: readonly Tab[] = ["reported", "messages"];
const SEARCH_LABELS: Record<Tab, string> = {
  given: "Ratings you gave",
  received: "Ratings you received",
  reported: "Reported ratings",
  messages: "Reported messages",
};
const WHAT: Record<Tab, string> = {
  given: "the ratings you gave",
  received: "the ratings you received",
  reported: "the reported ratings",
  messages: "the reported messages",
};

function EmptyTab({ tab, role }: { tab: Tab; role: "student" | "company" }) {
  const other = role === "student" ? "companies" : "students";
  if (tab === "reported") {
    return (
      <Card>
        <Text size="sm" c="gray.8">
          No rating waits for a moderator&apos;s review.
        </Text>
      </Card>
    );
  }
  return (
    <Card>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="gray.8">
          {tab === "given"
            ? `You have not rated anyone yet. Once a match's start date has passed, you can rate the ${role === "student" ? "company" : "student"}.`
            : `No rating about you is visible yet. A rating from ${other} shows here once you have both rated, or 14 days after the first rating.`}
        </Text>
        {tab === "given" && (
          <Button component={Link} to={paths.ratingCreation()} size="xs" variant="light">
            See what you can rate
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * `/rating-list`: the ratings the viewer gave (theirs, hidden from the other side until the reveal) and received
 * (revealed ones), a tab each (`?tab=`), searched by the API (`?q=`); for moderators, the reported ones too.
 */
export function RatingListRoute() {
  const role = useMe()?.role ?? "student";
  const [searchParams, setSearchParams] = useSearchParams();
  const moderator = useIsModerator();
  const tabs = TABS.filter((value) => !MODERATOR_TABS.includes(value) || moderator);
  const tab = enumParam(searchParams, "tab", tabs) ?? "given";
  const q = textParam(searchParams, "q", 120);
  const show = (next: string | null) =>
    setSearchParams(next && next !== "given" ? { tab: next } : {}, { preventScrollReset: true });
  const search = (words: string) =>
    setSearchParams(
      compactSearchParams([
        ["tab", tab === "given" ? null : tab],
        ["q", words],
      ]),
      {
        preventScrollReset: true,
      },
    );

  return (
    <>
      <PageHeader
        title="Ratings"
        description={
          role === "student"
            ? "What you said about the companies you worked with, and what they said about you."
            : "What you said about the students you worked with, and what they said about you."
        }
        actions={
          <Button component={Link} to={paths.ratingCreation()} leftSection={<IconStar size={16} aria-hidden />}>
            Rate a match
          </Button>
        }
      />
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="lg">
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === "messages" ? (
              <MessageReportList />
            ) : (
              <Stack gap="md">
                <SearchBox
                  key={value}
                  q={q}
                  onSearch={search}
                  label={SEARCH_LABELS[value]}
                  placeholder="Title, job or name"
                />
                {value === "received" && <RatingsWaitingNote />}
                <RatingPages
                  query={value === "reported" ? { reported: "true", q } : { tab: value, q }}
                  what={WHAT[value]}
                  renderItem={(rating) => (
                    <RatingCard rating={rating} party={value === "reported" ? "author" : "other"} />
                  )}
                  empty={<EmptyTab tab={value} role={role} />}
                  noResults={
                    <Card>
                      <Text size="sm" c="gray.8">
                        No rating matches “{q}”. Try fewer or other words.
                      </Text>
                    </Card>
                  }
                />
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
