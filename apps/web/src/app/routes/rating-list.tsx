import { Button, Card, Stack, Tabs, Text } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
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

// Each tab's name, its search box's label and what its list is called in messages: `list.<part>.<tab>`.
/** The moderators' tabs: reported ratings, and reported messages beside them (the same moderators). */
const MODERATOR_TABS: readonly Tab[] = ["reported", "messages"];

function EmptyTab({ tab, role }: { tab: Tab; role: "student" | "company" }) {
  const { t } = useTranslation("ratings");
  if (tab === "reported") {
    return (
      <Card>
        <Text size="sm" c="gray.8">
          {t("list.emptyReported")}
        </Text>
      </Card>
    );
  }
  return (
    <Card>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="gray.8">
          {tab === "given" ? t("list.emptyGiven", { role }) : t("list.emptyReceived", { role })}
        </Text>
        {tab === "given" && (
          <Button component={Link} to={paths.ratingCreation()} size="xs" variant="light">
            {t("list.seeRateable")}
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
  const { t } = useTranslation("ratings");
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
        title={t("list.title")}
        description={t("list.description", { role })}
        actions={
          <Button component={Link} to={paths.ratingCreation()} leftSection={<IconStar size={16} aria-hidden />}>
            {t("creation.title")}
          </Button>
        }
      />
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List mb="lg">
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`list.tab.${value}`)}
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
                  label={t(`list.search.${value}`)}
                  placeholder={t("list.searchPlaceholder")}
                />
                {value === "received" && <RatingsWaitingNote />}
                <RatingPages
                  query={value === "reported" ? { reported: "true", q } : { tab: value, q }}
                  what={t(`list.what.${value}`)}
                  renderItem={(rating) => (
                    <RatingCard rating={rating} party={value === "reported" ? "author" : "other"} />
                  )}
                  empty={<EmptyTab tab={value} role={role} />}
                  noResults={
                    <Card>
                      <Text size="sm" c="gray.8">
                        {t("list.noResults", { q })}
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
