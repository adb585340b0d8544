import { Modal, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_REPORT_DETAILS_LENGTH,
  RATING_REPORT_REASONS,
  ratingReportCreateSchema,
  type RatingReportCreate,
} from "@stint/shared/ratings";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { reportRating } from "../api/report-rating.ts";

type Values = { reason: string; details: string };

function ReportForm({ ratingId, onClose }: { ratingId: string; onClose: () => void }) {
  const { t } = useTranslation("ratings");
  const labels = useLabels();
  const apiForm = useApiForm<Values, Partial<RatingReportCreate>, unknown>({
    initialValues: { reason: "", details: "" },
    schema: ratingReportCreateSchema,
    toPayload: (values) => ({
      reason: (values.reason || undefined) as RatingReportCreate["reason"] | undefined,
      details: values.details.trim() || null,
    }),
    submit: (payload) => reportRating(ratingId, payload as RatingReportCreate),
    changes: "rating.changed",
    onSuccess: () => {
      onClose();
      notifications.show({
        color: "teal",
        title: t("report.done"),
        message: t("report.doneText"),
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("report.title")}
      errorTitle={t("report.notSent")}
      submitLabel={t("report.send")}
      onCancel={onClose}
    >
      <Text size="sm">
        {t("report.intro")}
      </Text>
      <Radio.Group label={t("report.reason")} required {...form.getInputProps("reason")}>
        <Stack gap="xs" mt="xs">
          {RATING_REPORT_REASONS.map((reason, index) => (
            <Radio
              key={reason}
              value={reason}
              label={labels.ratingReportReason(reason)}
              data-autofocus={index === 0 || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <CountedTextarea
        label={t("report.details")}
        description={t("report.detailsDescription")}
        max={MAX_REPORT_DETAILS_LENGTH}
        {...form.getInputProps("details")}
        value={form.values.details}
      />
    </DialogForm>
  );
}

/** Report a rating: a reason (required) and details (optional), once per viewer. */
export function ReportRatingDialog({
  ratingId,
  opened,
  onClose,
}: {
  ratingId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("ratings");
  return (
    <Modal opened={opened} onClose={onClose} title={t("report.title")} centered size="lg">
      <ReportForm ratingId={ratingId} onClose={onClose} />
    </Modal>
  );
}
