import { Button, Card, EmptyState, Group, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { AdminCompany, VerificationDecision } from "@stint/shared/company-verification";
import { IconBuildingCommunity } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { type CompanyStatusFilter, useAdminCompanies } from "../api/admin-companies.ts";
import { CompanyReviewCard } from "./company-review-card.tsx";
import { DecisionDialog } from "./decision-dialog.tsx";

const FILTERS: CompanyStatusFilter[] = ["waiting", "refused", "verified", "all"];

/**
 * The companies an operator decides on: waiting ones by default (longest waiting first), or one state, or all,
 * searched by name, email or website on the server; "Load more" for the next page.
 */
export function CompanyReviewList() {
  const { t } = useTranslation("adminCompanies");
  const headingId = useId();
  const [status, setStatus] = useState<CompanyStatusFilter>("waiting");
  const [q, setQ] = useState("");
  const [deciding, setDeciding] = useState<{ company: AdminCompany; decision: VerificationDecision } | null>(null);
  const query = useAdminCompanies(status, q);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as CompanyStatusFilter)}
        data={FILTERS.map((filter) => ({ value: filter, label: t(`filters.${filter}`) }))}
        aria-label={t("filters.label")}
        fullWidth
      />
      <SearchBox q={q} onSearch={setQ} label={t("search.label")} placeholder={t("search.placeholder")} />
      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Title order={2} fz="sm" fw={600} id={headingId} aria-live="polite">
          {query.isPending ? t("list.loading") : t("list.count", { count: total, number: formatNumber(total) })}
        </Title>
        {query.isPending ? (
          <Stack gap="sm" aria-hidden>
            {[0, 1].map((index) => (
              <Skeleton key={index} height={220} radius="md" />
            ))}
          </Stack>
        ) : query.isError && items.length === 0 ? (
          <LoadErrorPanel what={t("list.what")} error={query.error} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <Card padding="xl">
            <EmptyState
              icon={<IconBuildingCommunity size={32} aria-hidden />}
              withIndicatorBackground
              title={t(q ? "list.noResultsTitle" : `list.empty.${status}`)}
              description={q ? t("list.noResultsText") : undefined}
            >
              {q && (
                <EmptyState.Actions>
                  <Button variant="default" onClick={() => setQ("")}>
                    {t("list.showAll")}
                  </Button>
                </EmptyState.Actions>
              )}
            </EmptyState>
          </Card>
        ) : (
          items.map((company) => (
            <CompanyReviewCard
              key={company.id}
              company={company}
              onDecide={(chosen, decision) => setDeciding({ company: chosen, decision })}
            />
          ))
        )}
        {query.hasNextPage && (
          <Group justify="center" mt="sm">
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t("list.loadMore")}
            </Button>
          </Group>
        )}
        {query.isFetchNextPageError && (
          <Text size="sm" c="red.8" ta="center">
            {t("list.nextFailed")}
          </Text>
        )}
      </Stack>
      {deciding && (
        <DecisionDialog
          opened
          company={deciding.company}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
