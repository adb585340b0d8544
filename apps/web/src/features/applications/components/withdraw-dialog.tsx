import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { applicationWithdrawSchema, MAX_REASON_TEXT_LENGTH, type Application } from "@stint/shared/applications";
import { ReasonDialog } from "../../../components/reason-dialog.tsx";
import { withdrawApplication } from "../api/withdraw-application.ts";

type Props = {
  application: Pick<Application, "id" | "job" | "matchId">;
  opened: boolean;
  onClose: () => void;
};

/** "Withdraw your application?": cannot be undone; an optional reason goes to the company. */
export function WithdrawDialog({ application, opened, onClose }: Props) {
  const { job } = application;
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title="Withdraw your application?"
      initialValues={{ reason: "" }}
      message={{ field: "reason", label: `Why you withdraw (for ${job.companyName})`, max: MAX_REASON_TEXT_LENGTH }}
      confirmLabel="Withdraw the application"
      cancelLabel="Keep it"
      schema={applicationWithdrawSchema}
      toPayload={(values) => ({ reason: values.reason.trim() || null })}
      submit={(payload) => withdrawApplication(application.id, payload)}
      changes={(withdrawn) => ["application.withdrawn", withdrawn]}
      onDone={() => {
        notifications.show({
          color: "gray",
          title: "Application withdrawn",
          message: `${job.companyName} has been told that you no longer apply to “${job.title}”.`,
        });
      }}
      errorTitle="The application was not withdrawn"
    >
      <Text size="sm">
        {job.companyName} stops considering you for “{job.title}”. This cannot be undone: you cannot apply to this job
        again.
        {application.matchId && " Your match with the company ends, and so does sharing your contact details."}
      </Text>
    </ReasonDialog>
  );
}
