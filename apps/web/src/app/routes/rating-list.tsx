import { Button, Card, Stack, Tabs, Text } from "@mantine/core";
import { IconStar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { SearchBox } from "../../components/search-box.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { RatingCard } from "../../features/ratings/components/rating-card.tsx";
import { RatingPages } from "../../features/ratings/components/rating-pages.tsx";
import { RatingsWaitingNote } from "../../features/ratings/components/ratings-waiting-note.tsx";
import { compactSearchParams, enumParam, textParam } from "../../lib/search-params.ts";

// Each tab's name, its search box's label and what its list is called in messages: `list.<part>.<tab>`.
const TABS = ["given", "received"] as const;
type Tab = (typeof TABS)[number];

function EmptyTab({ tab, role }: { tab: Tab; role: "student" | "company" }) {
  const { t } = useTranslation("ratings");
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
 * (revealed ones), a tab each (`?tab=`), searched by the API (`?q=`). The reported ones are the operators'
 * (`/admin/moderation`).
 */
export function RatingListRoute() {
  const { t } = useTranslation("ratings");
  const role = useMe()?.role ?? "student";
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = enumParam(searchParams, "tab", TABS) ?? "given";
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
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`list.tab.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
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
                query={{ tab: value, q }}
                what={t(`list.what.${value}`)}
                renderItem={(rating) => <RatingCard rating={rating} party="other" />}
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
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
