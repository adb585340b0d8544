import { useTranslation } from "react-i18next";
import { paths } from "@stint/shared/page-routes";
import { AccountDetailColumns, AccountDetailHeader } from "../../features/accounts/components/account-detail-page.tsx";
import {
  StudentAccountDetails,
  StudentAccountSharing,
} from "../../features/accounts/components/student-account-details.tsx";
import { useRoleAccount } from "../../features/accounts/components/use-role-account.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { SignInSecuritySection } from "../../features/accounts/components/sign-in-security-section.tsx";
import { CalendarFeedCard } from "../../features/interviews/components/calendar-feed-card.tsx";
import { MailSettingsCard } from "../../features/notifications/components/mail-settings-card.tsx";
import { NotificationListSection } from "../../features/notifications/components/notification-list-section.tsx";

export function AccountStudentDetailRoute() {
  const { t } = useTranslation("accounts");
  const account = useRoleAccount("student");
  const email = useMe()?.user.email;
  if (!account) return null;

  return (
    <>
      <AccountDetailHeader
        account={account}
        pageTitle={t("common:yourAccount")}
        avatarRadius="xl"
        avatarColor="stint"
        description={[t("detail.studentAccount"), account.address?.label]}
        editPath={paths.studentEdit()}
      />
      <AccountDetailColumns
        account={account}
        main={
          <>
            <StudentAccountDetails account={account} />
            <SignInSecuritySection email={email ?? account.emailAddress} />
            <NotificationListSection />
          </>
        }
        aside={
          <>
            <StudentAccountSharing account={account} />
            <MailSettingsCard role="student" email={email ?? account.emailAddress} />
            <CalendarFeedCard />
          </>
        }
      />
    </>
  );
}
