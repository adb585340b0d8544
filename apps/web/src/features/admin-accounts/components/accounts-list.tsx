import { Button, Card, Group, Loader, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { AdminAccount } from "@stint/shared/admin-accounts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { NoSearchResults } from "../../../components/no-search-results.tsx";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { useResumeAccount, useAdminAccounts } from "../api/admin-accounts.ts";
import { AccountRow } from "./account-row.tsx";
import { SuspendDialog } from "./suspend-dialog.tsx";

type Props = {
  q: string;
  onSearch: (q: string) => void;
  /** The operator's own id and whether they may act on other operators (the `operators` permission). */
  operator: { id: string; mayActOnOperators: boolean };
};

/** Every account or those a search finds, newest sign-up first, a page at a time, each with suspend or resume. */
export function AccountsList({ q, onSearch, operator }: Props) {
  const { t } = useTranslation("adminAccounts");
  const { error: errorText } = useMessages();
  const headingId = useId();
  const query = useAdminAccounts(q);
  const resume = useResumeAccount();
  const [suspending, setSuspending] = useState<AdminAccount | null>(null);
  const accounts = query.data?.pages.flatMap((page) => page.items) ?? [];
  const mayActOn = (account: AdminAccount) =>
    account.id !== operator.id && (account.kind !== "operator" || operator.mayActOnOperators);

  const onResume = (account: AdminAccount) =>
    openConfirmDialog({
      title: t("resume.title", { name: account.name }),
      children: <Text size="sm">{t("resume.text", { email: account.email })}</Text>,
      labels: { confirm: t("resume.confirm"), cancel: t("resume.cancel") },
      onConfirm: () =>
        resume.mutate(account.id, {
          onSuccess: () => notifications.show({ color: "teal", message: t("resume.done", { email: account.email }) }),
          onError: (error) =>
            notifications.show({ color: "red", title: t("resume.notDone"), message: errorText(error) }),
        }),
    });

  return (
    <Stack gap="md">
      <SearchBox q={q} onSearch={onSearch} label={t("search.label")} placeholder={t("search.placeholder")} />
      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="sm" fw={600} id={headingId} aria-live="polite">
            {query.isPending ? t("list.loading") : q ? t("list.found", { q }) : t("list.all")}
          </Title>
          {query.isFetching && !query.isPending && <Loader size="xs" aria-label={t("list.loading")} />}
        </Group>
        {query.isPending ? (
          <Stack gap="sm" aria-hidden>
            {[0, 1, 2].map((index) => (
              <Card key={index} padding="md">
                <Skeleton height={18} width="40%" mb={8} />
                <Skeleton height={14} width="60%" />
              </Card>
            ))}
          </Stack>
        ) : query.isError && accounts.length === 0 ? (
          <LoadErrorPanel what={t("list.what")} error={query.error} onRetry={() => void query.refetch()} />
        ) : accounts.length === 0 ? (
          <NoSearchResults
            title={t("list.noneTitle")}
            text={t("list.noneText", { q })}
            showAll={t("list.showAll")}
            onShowAll={() => onSearch("")}
          />
        ) : (
          <Stack gap="sm">
            {accounts.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                onSuspend={mayActOn(account) ? () => setSuspending(account) : null}
                onResume={mayActOn(account) ? () => onResume(account) : null}
                resuming={resume.isPending && resume.variables === account.id}
              />
            ))}
          </Stack>
        )}
        {query.hasNextPage && (
          <Group justify="center" mt="sm">
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t("list.more")}
            </Button>
          </Group>
        )}
        {query.isFetchNextPageError && (
          <Text size="sm" c="red.8" ta="center" role="alert">
            {t("list.moreFailed", { message: errorText(query.error) })}
          </Text>
        )}
      </Stack>
      <SuspendDialog account={suspending} onClose={() => setSuspending(null)} />
    </Stack>
  );
}
