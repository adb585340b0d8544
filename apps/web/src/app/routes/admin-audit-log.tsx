import { Button, Center, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, LoadErrorPanel } from "../../components/query-states.tsx";
import { type AuditFilters as Filters, useAuditLog } from "../../features/admin-audit/api/audit-log.ts";
import { AuditEntries } from "../../features/admin-audit/components/audit-entries.tsx";
import { AuditFilters } from "../../features/admin-audit/components/audit-filters.tsx";

/** `/admin/audit-log`: every operator action, newest first, for every operator; nobody can change it (issue 37). */
export function AdminAuditLogRoute() {
  const { t } = useTranslation("adminAudit");
  const [filters, setFilters] = useState<Filters>({ action: "", subject: "" });
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        <AuditFilters value={filters} onChange={setFilters} />
        {log.isPending ? (
          <DetailSkeleton />
        ) : log.isError ? (
          <LoadErrorPanel error={log.error} onRetry={() => void log.refetch()} what={t("what")} />
        ) : entries.length === 0 ? (
          <Text c="dimmed">{filters.action || filters.subject ? t("emptyFiltered") : t("empty")}</Text>
        ) : (
          <>
            <AuditEntries entries={entries} />
            {log.hasNextPage && (
              <Center>
                <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                  {t("loadMore")}
                </Button>
              </Center>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
