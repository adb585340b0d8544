import { Modal, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_REPORT_DETAILS_LENGTH,
  RATING_REPORT_REASON_LABELS,
  RATING_REPORT_REASONS,
  ratingReportCreateSchema,
  type RatingReportCreate,
} from "@stint/shared/ratings";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { reportRating } from "../api/report-rating.ts";

type Values = { reason: string; details: string };

function ReportForm({ ratingId, onClose }: { ratingId: string; onClose: () => void }) {
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
        title: "Rating reported",
        message: "Thank you. A moderator will review it; it stays visible, marked as flagged, until then.",
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label="Report this rating"
      errorTitle="The report was not sent"
      submitLabel="Send the report"
      onCancel={onClose}
    >
      <Text size="sm">
        A moderator reads every report. The rating stays visible, marked as flagged, until they decide to keep it or
        hide it with a public reason.
      </Text>
      <Radio.Group label="What is wrong with it?" required {...form.getInputProps("reason")}>
        <Stack gap="xs" mt="xs">
          {RATING_REPORT_REASONS.map((reason, index) => (
            <Radio
              key={reason}
              value={reason}
              label={RATING_REPORT_REASON_LABELS[reason]}
              data-autofocus={index === 0 || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <CountedTextarea
        label="Details"
        description="Optional: what the moderator should look at."
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
  return (
    <Modal opened={opened} onClose={onClose} title="Report this rating" centered size="lg">
      <ReportForm ratingId={ratingId} onClose={onClose} />
    </Modal>
  );
}
