import { paths } from "@stint/shared/page-routes";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { AccountsList } from "../../features/admin-accounts/components/accounts-list.tsx";

/** `/admin/accounts` (issue 37): find an account, suspend it with a reason the person is told, resume it. */
export function AdminAccountsRoute() {
  const { t } = useTranslation("adminAccounts");
  const me = useMe();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const q = searchParams.get("q")?.trim() ?? "";
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <AccountsList
        q={q}
        onSearch={(next) => void navigate(paths.adminAccounts({ q: next || null }))}
        operator={{
          id: me?.user.id ?? "",
          mayActOnOperators: me?.operator?.permissions.includes("operators") ?? false,
        }}
      />
    </>
  );
}
