import { Alert, Button, Group, Radio, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_RATING_TEXT_LENGTH,
  MAX_RATING_TITLE_LENGTH,
  RATING_CATEGORIES,
  REVEAL_AFTER_DAYS,
  type Rating,
  type RatingCreate,
  type RatingDirection,
  type RatingPatch,
} from "@stint/shared/ratings";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLabels } from "../../../i18n/labels.ts";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { EditCard } from "../../../components/edit-card.tsx";
import { FormActionBar } from "../../../components/form-action-bar.tsx";
import { paths } from "@stint/shared/page-routes";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { changedFields } from "../../../lib/changed-fields.ts";
import { formatDate } from "../../../lib/format.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { useLeaveGuard } from "../../../lib/use-leave-guard.ts";
import { createRating } from "../api/create-rating.ts";
import { updateRating } from "../api/update-rating.ts";
import {
  emptyRatingValues,
  ratingFormSchema,
  ratingToValues,
  ratingValuesToPayload,
  type RatingFormPayload,
  type RatingFormValues,
} from "./rating-form-values.ts";
import { StarInput } from "./star-input.tsx";

/** What is rated: a match (new rating) or the author's rating being edited. */
export type RatingFormTarget =
  | {
      kind: "create";
      matchId: string;
      direction: RatingDirection;
      otherName: string;
      /** The other side has rated already: both ratings are revealed when this one is saved. */
      theirRatingWaiting: boolean;
    }
  | { kind: "edit"; rating: Rating; otherName: string };

function BlindNotice({ target }: { target: RatingFormTarget }) {
  const { t } = useTranslation("ratings");
  const other = target.otherName;
  if (target.kind === "create" && target.theirRatingWaiting) {
    return (
      <Alert
        variant="light"
        color="teal"
        icon={<IconEye aria-hidden />}
        title={t("form.theyRatedTitle", { name: other })}
      >
        {t("form.theyRatedText")}
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="stint" icon={<IconEyeOff aria-hidden />} title={t("form.hiddenTitle", { name: other })}>
      {target.kind === "create"
        ? t("form.hiddenCreate", { name: other, days: REVEAL_AFTER_DAYS })
        : t("form.hiddenEdit", { name: other, date: formatDate(target.rating.revealsAt) })}
    </Alert>
  );
}

/**
 * The one rating form, for writing and editing: overall stars, the stars of the direction's categories, a
 * title, the review with a counter, would recommend, and for a student whether to sign it. The direction's
 * schema checks everything before anything is sent; server errors land beside their input; nothing typed is
 * lost. Editing sends only the changed fields.
 */
export function RatingForm({ target }: { target: RatingFormTarget }) {
  const { t } = useTranslation("ratings");
  const labels = useLabels();
  const navigate = useNavigate();
  const direction = target.kind === "create" ? target.direction : target.rating.direction;
  const categories = RATING_CATEGORIES[direction];
  const student = direction === "student-to-company";
  const other = target.otherName;
  const base = target.kind === "edit" ? ratingValuesToPayload(ratingToValues(target.rating), direction) : null;

  const apiForm = useApiForm<RatingFormValues, RatingFormPayload, Rating | null>({
    initialValues: target.kind === "edit" ? ratingToValues(target.rating) : emptyRatingValues(direction),
    saved: base,
    schema: ratingFormSchema(direction),
    toPayload: (values) => ratingValuesToPayload(values, direction),
    submit: async (payload) => {
      if (target.kind === "create") return createRating({ ...payload, matchId: target.matchId } as RatingCreate);
      const changes = changedFields(payload, base!) as RatingPatch;
      return Object.keys(changes).length > 0 ? updateRating(target.rating.id, changes) : null;
    },
    changes: (saved) => saved && ["rating.saved", saved],
    onSuccess: async (saved) => {
      if (!saved) {
        notifications.show({ color: "gray", message: t("form.nothingToSave") });
        return;
      }
      notifications.show({
        color: "teal",
        title: target.kind === "create" ? t("form.saved") : t("form.changesSaved"),
        message: saved.revealed
          ? t("form.savedRevealed", { name: other })
          : t("form.savedHidden", { name: other, date: formatDate(saved.revealsAt) }),
      });
      leaveGuard.allowLeaving();
      await navigate(paths.ratingDetail({ id: saved.id }));
    },
  });
  const { form } = apiForm;
  const leaveGuard = useLeaveGuard(apiForm.dirty);
  const starProps = (path: string) => {
    const props = form.getInputProps(path);
    return {
      value: props.value as number | null,
      onChange: (value: number) => form.setFieldValue(path as never, value as never),
      error: props.error as string | undefined,
      onFocus: props.onFocus as () => void,
      onBlur: props.onBlur as () => void,
      "data-path": (props as unknown as Record<string, unknown>)["data-path"] as string | undefined,
    };
  };

  const overallStars = starProps("overall");

  return (
    <ApiFormShell
      apiForm={apiForm}
      label={target.kind === "create" ? t("rateName", { name: other }) : t("form.editLabel", { name: other })}
      errorTitle={t("form.notSaved")}
    >
      <Stack gap="lg">
        <BlindNotice target={target} />
        <EditCard
          title={t("form.starsTitle")}
          description={t("form.starsDescription")}
        >
          <Stack gap="lg">
            <StarInput label={t("form.overall")} required {...overallStars} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
              {categories.map((key) => (
                <StarInput
                  key={key}
                  label={labels.ratingCategory(key)}
                  required
                  size={24}
                  {...starProps(`categories.${key}`)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </EditCard>
        <EditCard
          title={t("form.wordsTitle")}
          description={student ? t("form.wordsStudent") : t("form.wordsCompany")}
        >
          <Stack gap="md">
            <TextInput
              label={t("form.title")}
              placeholder={student ? t("form.titleStudent") : t("form.titleCompany")}
              required
              maxLength={MAX_RATING_TITLE_LENGTH}
              {...form.getInputProps("title")}
            />
            <CountedTextarea
              label={t("form.review")}
              required
              minRows={6}
              maxRows={16}
              max={MAX_RATING_TEXT_LENGTH}
              description={t("form.reviewDescription")}
              {...form.getInputProps("text")}
              value={form.values.text}
            />
            <Radio.Group
              label={t("form.recommend", { name: other })}
              required
              {...form.getInputProps("wouldRecommend")}
            >
              <Group gap="lg" mt={6}>
                <Radio value="yes" label={t("form.yes")} />
                <Radio value="no" label={t("form.no")} />
              </Group>
            </Radio.Group>
            {student && (
              <Switch
                label={t("form.sign")}
                description={t("form.signDescription", { name: other, final: /s$/i.test(other.trim()) ? "s" : "other" })}
                {...form.getInputProps("signed", { type: "checkbox" })}
              />
            )}
          </Stack>
        </EditCard>
      </Stack>
      <FormActionBar
        dirty={apiForm.dirty}
        errorCount={Object.keys(form.errors).length}
        cancelTo={target.kind === "edit" ? paths.ratingDetail({ id: target.rating.id }) : paths.ratingList()}
        idleMessage={target.kind === "edit" ? t("form.noChanges") : t("form.needed")}
      >
        <Button type="submit" loading={apiForm.saving}>
          {target.kind === "create" ? t("form.save") : t("form.saveChanges")}
        </Button>
      </FormActionBar>
    </ApiFormShell>
  );
}
