import { Anchor, Modal, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  type JobAlert,
  type JobAlertCreate,
  jobAlertCreateSchema,
  type JobAlertFrequency,
  MAX_JOB_ALERT_NAME_LENGTH,
} from "@stint/shared/job-alerts";
import { paths } from "@stint/shared/page-routes";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { createJobAlert } from "../api/job-alerts.ts";
import { FrequencyField } from "./frequency-field.tsx";

type Values = { name: string; frequency: JobAlertFrequency };

type Props = {
  /** The search on the screen, as `GET /api/jobs` takes it (no page). */
  search: Record<string, string>;
  /** The place's name as chosen, for the link back. */
  placeLabel: string | null;
  /** What the name starts as: the words searched, if any. */
  suggestedName: string;
  onClose: () => void;
};

function SaveAlertForm({ search, placeLabel, suggestedName, onClose }: Props) {
  const { t } = useTranslation("jobAlerts");
  const navigate = useNavigate();
  const apiForm = useApiForm<Values, JobAlertCreate, JobAlert>({
    initialValues: { name: suggestedName, frequency: "daily" },
    schema: jobAlertCreateSchema,
    // The search in its URL form, which the schema parses as `GET /api/jobs` parses its query.
    toPayload: (values) => ({ ...values, search: search as JobAlertCreate["search"], placeLabel }),
    submit: createJobAlert,
    changes: "job-alert.changed",
    onSuccess: (alert) => {
      onClose();
      notifications.show({
        color: "teal",
        title: t("saved.title"),
        message: (
          <>
            {t("saved.text", { name: alert.name })}{" "}
            {/* Toasts are drawn outside the router (app/overlays.tsx), where a router Link cannot render. */}
            <Anchor
              href={paths.jobAlerts()}
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                void navigate(paths.jobAlerts());
              }}
            >
              {t("saved.link")}
            </Anchor>
          </>
        ),
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("save.label")}
      errorTitle={t("save.notSaved")}
      submitLabel={t("save.submit")}
      onCancel={onClose}
    >
      <Text size="sm">{t("save.text")}</Text>
      <TextInput
        label={t("name")}
        required
        data-autofocus
        maxLength={MAX_JOB_ALERT_NAME_LENGTH}
        {...form.getInputProps("name")}
      />
      <FrequencyField
        value={form.values.frequency}
        onChange={(frequency) => form.setFieldValue("frequency", frequency)}
        error={form.errors.frequency}
      />
    </DialogForm>
  );
}

/** "Save search as alert": the search on the screen under a name, with how often to hear of new jobs. */
export function SaveAlertDialog({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation("jobAlerts");
  return (
    <Modal opened={opened} onClose={props.onClose} title={t("save.title")} centered>
      <SaveAlertForm {...props} />
    </Modal>
  );
}
