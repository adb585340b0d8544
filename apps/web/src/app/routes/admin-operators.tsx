import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, LoadErrorPanel } from "../../components/query-states.tsx";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useOperators } from "../../features/admin-operators/api/admin-operators.ts";
import { GrantOperatorForm } from "../../features/admin-operators/components/grant-operator-form.tsx";
import { OperatorList } from "../../features/admin-operators/components/operator-list.tsx";

/** `/admin/operators`: who runs Stint with which permissions; grant, invite, change and remove (issue 37). */
export function AdminOperatorsRoute() {
  const { t } = useTranslation("adminOperators");
  const me = useMe();
  const operators = useOperators();
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        <GrantOperatorForm />
        {operators.isPending ? (
          <DetailSkeleton />
        ) : operators.isError ? (
          <LoadErrorPanel error={operators.error} onRetry={() => void operators.refetch()} what={t("list.what")} />
        ) : (
          <OperatorList operators={operators.data.items} viewerId={me?.user.id ?? ""} />
        )}
      </Stack>
    </>
  );
}
