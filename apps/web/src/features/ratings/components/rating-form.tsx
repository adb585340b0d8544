import { Alert, Button, Group, Radio, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_RATING_TEXT_LENGTH,
  MAX_RATING_TITLE_LENGTH,
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  REVEAL_AFTER_DAYS,
  type Rating,
  type RatingCreate,
  type RatingDirection,
  type RatingPatch,
} from "@stint/shared/ratings";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useNavigate } from "react-router";
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
import { possessive } from "../../../lib/possessive.ts";

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
  const other = target.otherName;
  if (target.kind === "create" && target.theirRatingWaiting) {
    return (
      <Alert variant="light" color="teal" icon={<IconEye aria-hidden />} title={`${other} has rated you already`}>
        As soon as you save your rating, both are revealed: you see theirs, they see yours, and neither can be changed
        any more.
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="stint" icon={<IconEyeOff aria-hidden />} title={`Hidden from ${other} for now`}>
      {target.kind === "create"
        ? `${other} sees your rating only once they have rated you too, or ${REVEAL_AFTER_DAYS} days after the first rating of this match, whichever comes first. Until then you can edit or delete it; after that it is final.`
        : `${other} sees it from ${formatDate(target.rating.revealsAt)}, or as soon as they have rated you too. Until then you can change or delete it; after that it is final.`}
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
        notifications.show({ color: "gray", message: "Nothing to save: you have not changed anything yet." });
        return;
      }
      notifications.show({
        color: "teal",
        title: target.kind === "create" ? "Rating saved" : "Changes saved",
        message: saved.revealed
          ? `${other} can read it now.`
          : `${other} sees it from ${formatDate(saved.revealsAt)}, or once they have rated you too.`,
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

  return (
    <ApiFormShell
      apiForm={apiForm}
      label={target.kind === "create" ? `Rate ${other}` : `Edit your rating of ${other}`}
      errorTitle="The rating was not saved"
    >
      <Stack gap="lg">
        <BlindNotice target={target} />
        <EditCard
          title="Your stars"
          description="From 1 (poor) to 5 (excellent). By keyboard: Tab to a row of stars, arrow keys to choose."
        >
          <Stack gap="lg">
            <StarInput label="Overall" required {...starProps("overall")} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
              {categories.map((key) => (
                <StarInput
                  key={key}
                  label={RATING_CATEGORY_LABELS[key]}
                  required
                  size={24}
                  {...starProps(`categories.${key}`)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </EditCard>
        <EditCard
          title="In your words"
          description={
            student
              ? "What was it like? Mentoring, what you learned, the team, how it was organised, the pay."
              : "What was it like to work with them? Their skills, reliability, communication and initiative."
          }
        >
          <Stack gap="md">
            <TextInput
              label="Title"
              placeholder={student ? "e.g. Great mentoring, chaotic first week" : "e.g. Reliable and quick to learn"}
              required
              maxLength={MAX_RATING_TITLE_LENGTH}
              {...form.getInputProps("title")}
            />
            <CountedTextarea
              label="Your review"
              required
              minRows={6}
              maxRows={16}
              max={MAX_RATING_TEXT_LENGTH}
              description="At least 20 characters."
              {...form.getInputProps("text")}
              value={form.values.text}
            />
            <Radio.Group label={`Would you recommend ${other}?`} required {...form.getInputProps("wouldRecommend")}>
              <Group gap="lg" mt={6}>
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </Group>
            </Radio.Group>
            {student && (
              <Switch
                label="Sign with my name"
                description={`Unless you sign it, your rating shows as by an anonymous student, on ${possessive(other)} public page and to ${other} itself.`}
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
        idleMessage={target.kind === "edit" ? "No changes yet." : "Every star, a title and a review are needed."}
      >
        <Button type="submit" loading={apiForm.saving}>
          {target.kind === "create" ? "Save the rating" : "Save changes"}
        </Button>
      </FormActionBar>
    </ApiFormShell>
  );
}
