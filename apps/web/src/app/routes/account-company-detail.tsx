import { paths } from "../../config/paths.ts";
import { AccountDetailColumns, AccountDetailHeader } from "../../features/accounts/components/account-detail-page.tsx";
import { CompanyAccountDetails } from "../../features/accounts/components/company-account-details.tsx";
import { useRoleAccount } from "../../features/accounts/components/use-role-account.ts";

export function AccountCompanyDetailRoute() {
  const account = useRoleAccount("company");
  if (!account) return null;

  return (
    <>
      <AccountDetailHeader
        account={account}
        pageTitle="Company account"
        avatarRadius="lg"
        avatarColor="orange"
        description={["Company account", account.industry, account.address?.label]}
        editPath={paths.companyEdit}
      />
      <AccountDetailColumns account={account} main={<CompanyAccountDetails account={account} />} />
    </>
  );
}
