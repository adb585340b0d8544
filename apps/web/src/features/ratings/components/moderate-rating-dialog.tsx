import { Modal, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_MODERATION_REASON_LENGTH,
  ratingModerationSchema,
  type RatingModeration,
  type RatingReport,
} from "@stint/shared/ratings";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { moderateRating } from "../api/moderate-rating.ts";
import { RatingReports } from "./rating-reports.tsx";

type Values = { reason: string };

function HideForm({
  ratingId,
  reports,
  onClose,
}: {
  ratingId: string;
  reports: readonly RatingReport[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("ratings");
  const apiForm = useApiForm<Values, RatingModeration, unknown>({
    initialValues: { reason: "" },
    schema: ratingModerationSchema,
    toPayload: (values) => ({ action: "hide", reason: values.reason.trim() || null }),
    submit: (payload) => moderateRating(ratingId, payload),
    changes: "rating.changed",
    onSuccess: () => {
      onClose();
      notifications.show({
        color: "gray",
        title: t("moderation.hidden"),
        message: t("moderation.hiddenText"),
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("moderation.hideTitle")}
      errorTitle={t("moderation.notHidden")}
      submitLabel={t("moderation.hide")}
      onCancel={onClose}
      destructive
    >
      <Text size="sm">
        {t("moderation.hideIntro")}
      </Text>
      <RatingReports reports={reports} />
      <CountedTextarea
        label={t("moderation.reason")}
        required
        max={MAX_MODERATION_REASON_LENGTH}
        data-autofocus
        {...form.getInputProps("reason")}
        value={form.values.reason}
      />
    </DialogForm>
  );
}

/** A moderator hides a reported rating with a public reason, with the reports in view. */
export function HideRatingDialog({
  ratingId,
  reports,
  opened,
  onClose,
}: {
  ratingId: string;
  reports: readonly RatingReport[] | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("ratings");
  return (
    <Modal opened={opened} onClose={onClose} title={t("moderation.hideTitle")} centered size="lg">
      <HideForm ratingId={ratingId} reports={reports} onClose={onClose} />
    </Modal>
  );
}
