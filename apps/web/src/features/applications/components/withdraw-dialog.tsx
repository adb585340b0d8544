import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { applicationWithdrawSchema, MAX_REASON_TEXT_LENGTH, type Application } from "@stint/shared/applications";
import { useTranslation } from "react-i18next";
import { ReasonDialog } from "../../../components/reason-dialog.tsx";
import { withdrawApplication } from "../api/withdraw-application.ts";

type Props = {
  application: Pick<Application, "id" | "job" | "matchId">;
  opened: boolean;
  onClose: () => void;
};

/** "Withdraw your application?": cannot be undone; an optional reason goes to the company. */
export function WithdrawDialog({ application, opened, onClose }: Props) {
  const { t } = useTranslation("applications");
  const { job } = application;
  const names = { company: job.companyName, title: job.title };
  const reason = { field: "reason", label: t("withdraw.reasonLabel", names), max: MAX_REASON_TEXT_LENGTH } as const;
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={t("withdraw.title")}
      initialValues={{ reason: "" }}
      message={reason}
      confirmLabel={t("withdraw.confirm")}
      cancelLabel={t("withdraw.cancel")}
      schema={applicationWithdrawSchema}
      toPayload={(values) => ({ reason: values.reason.trim() || null })}
      submit={(payload) => withdrawApplication(application.id, payload)}
      changes={(withdrawn) => ["application.withdrawn", withdrawn]}
      onDone={() => {
        notifications.show({
          color: "gray",
          title: t("withdraw.doneTitle"),
          message: t("withdraw.doneText", names),
        });
      }}
      errorTitle={t("withdraw.errorTitle")}
    >
      <Text size="sm">
        {t("withdraw.text", names)}
        {application.matchId && <> {t("withdraw.matchEnds")}</>}
      </Text>
    </ReasonDialog>
  );
}
