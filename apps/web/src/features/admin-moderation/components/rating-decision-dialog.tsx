import { Modal, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_MODERATION_REASON_LENGTH,
  type Rating,
  type RatingModeration,
  ratingModerationSchema,
} from "@stint/shared/ratings";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { decideRating } from "../api/moderation-queue.ts";
import { RatingReports } from "./rating-reports.tsx";

type Values = { action: "keep" | "hide"; reason: string };

function DecisionForm({ rating, onClose }: { rating: Rating; onClose: () => void }) {
  const { t } = useTranslation("adminModeration");
  const apiForm = useApiForm<Values, RatingModeration, Rating>({
    // A hidden rating is on the queue again because someone reported it since: keeping it is the other way.
    initialValues: { action: rating.hidden ? "keep" : "hide", reason: "" },
    schema: ratingModerationSchema,
    toPayload: (values) => ({ action: values.action, reason: values.reason.trim() || null }),
    submit: (payload) => decideRating(rating.id, payload),
    changes: "moderation.decided",
    onSuccess: (_result, payload) => {
      onClose();
      const hid = payload.action === "hide";
      notifications.show({
        color: hid ? "gray" : "teal",
        title: t(hid ? "decision.hidden" : "decision.kept"),
        message: t(hid ? "decision.hiddenText" : "decision.keptText"),
      });
    },
  });
  const { form } = apiForm;
  const hiding = form.values.action === "hide";
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("decision.title")}
      errorTitle={t("decision.failed")}
      submitLabel={t("decision.submit")}
      onCancel={onClose}
      destructive={hiding}
    >
      <RatingReports reports={rating.reports} headingOrder={3} landmark={false} />
      <Radio.Group label={t("decision.label")} required {...form.getInputProps("action")}>
        <Stack gap="xs" mt={4}>
          <Radio value="hide" label={t("decision.hide")} description={t("decision.hideHelp")} />
          <Radio value="keep" label={t("decision.keep")} description={t("decision.keepHelp")} />
        </Stack>
      </Radio.Group>
      <CountedTextarea
        label={t(hiding ? "decision.reasonPublic" : "decision.reasonNote")}
        description={hiding ? t("decision.reasonPublicHelp") : undefined}
        required={hiding}
        max={MAX_MODERATION_REASON_LENGTH}
        {...form.getInputProps("reason")}
        value={form.values.reason}
      />
      {rating.hidden && (
        <Text size="sm" c="gray.8">
          {t("ratings.hiddenNow", { reason: rating.hidden.reason })}
        </Text>
      )}
    </DialogForm>
  );
}

/**
 * An operator decides a reported rating: keep (reports dismissed; shown again if hidden) or hide with a public
 * reason, the reports in view. One form, so the reason's rule (required to hide) is the API's own schema.
 */
export function RatingDecisionDialog({
  rating,
  opened,
  onClose,
}: {
  rating: Rating;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("adminModeration");
  return (
    <Modal opened={opened} onClose={onClose} title={t("decision.title")} centered size="lg">
      <DecisionForm rating={rating} onClose={onClose} />
    </Modal>
  );
}
