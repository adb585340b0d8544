import { useTranslation } from "react-i18next";
import { paths } from "@stint/shared/page-routes";
import { AccountDetailColumns, AccountDetailHeader } from "../../features/accounts/components/account-detail-page.tsx";
import { CompanyAccountDetails } from "../../features/accounts/components/company-account-details.tsx";
import { useRoleAccount } from "../../features/accounts/components/use-role-account.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { SignInSecuritySection } from "../../features/accounts/components/sign-in-security-section.tsx";
import { VerificationCard } from "../../features/companies/components/verification-card.tsx";
import { CalendarFeedCard } from "../../features/interviews/components/calendar-feed-card.tsx";
import { MailSettingsCard } from "../../features/notifications/components/mail-settings-card.tsx";
import { NotificationListSection } from "../../features/notifications/components/notification-list-section.tsx";

export function AccountCompanyDetailRoute() {
  const { t } = useTranslation("accounts");
  const account = useRoleAccount("company");
  const email = useMe()?.user.email;
  if (!account) return null;

  return (
    <>
      <AccountDetailHeader
        account={account}
        pageTitle={t("detail.companyAccount")}
        avatarRadius="lg"
        avatarColor="orange"
        description={[t("detail.companyAccount"), account.industry, account.address?.label]}
        editPath={paths.companyEdit()}
      />
      <AccountDetailColumns
        account={account}
        main={
          <>
            <CompanyAccountDetails account={account} />
            <SignInSecuritySection email={email ?? account.emailAddress} />
            <NotificationListSection />
          </>
        }
        aside={
          <>
            <VerificationCard />
            <MailSettingsCard role="company" email={email ?? account.emailAddress} />
            <CalendarFeedCard />
          </>
        }
      />
    </>
  );
}
