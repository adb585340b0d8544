import { Modal, SimpleGrid, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_ROUND_NAME_LENGTH,
  roundCreateSchema,
  type Round,
  type RoundCreate,
  type RoundPatch,
} from "@stint/shared/rounds";
import { useTranslation } from "react-i18next";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { changedFields } from "../../../lib/changed-fields.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { createRound, updateRound } from "../api/write-round.ts";
import { fromLocalInput, toLocalInput } from "../round-format.ts";

type Values = { name: string; rankingDeadline: string; confirmationDeadline: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The round to edit; none for a new round. */
  round?: Round;
  /** After a new round was created (e.g. open it). */
  onCreated?: (round: Round) => void;
};

const toPayload = (values: Values): RoundCreate => ({
  name: values.name.trim(),
  rankingDeadline: fromLocalInput(values.rankingDeadline),
  confirmationDeadline: fromLocalInput(values.confirmationDeadline),
});

function RoundForm({ round, onClose, onCreated }: Omit<Props, "opened">) {
  const { t } = useTranslation("rounds");
  const initial: Values = round
    ? {
        name: round.name,
        rankingDeadline: toLocalInput(round.rankingDeadline),
        confirmationDeadline: toLocalInput(round.confirmationDeadline),
      }
    : { name: "", rankingDeadline: "", confirmationDeadline: "" };
  const base = toPayload(initial);
  const apiForm = useApiForm<Values, RoundCreate, Round | null>({
    initialValues: initial,
    // The whole round is checked (both deadlines in order); an edit sends only what changed.
    schema: roundCreateSchema,
    toPayload,
    submit: async (payload) => {
      if (!round) return createRound(payload);
      const changes = changedFields(payload, base) as RoundPatch;
      return Object.keys(changes).length > 0 ? updateRound(round.id, changes) : null;
    },
    changes: (saved) => saved && ["round.saved", saved],
    onSuccess: (saved) => {
      onClose();
      if (!saved) return;
      notifications.show({
        color: "teal",
        title: round ? t("form.saved") : t("form.created"),
        message: round ? t("form.savedText", { round: saved.name }) : t("form.createdText"),
      });
      if (!round) onCreated?.(saved);
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={round ? t("form.editLabel", { round: round.name }) : t("form.new")}
      errorTitle={round ? t("form.notSaved") : t("form.notCreated")}
      submitLabel={round ? t("form.saveChanges") : t("form.create")}
      onCancel={onClose}
    >
      {!round && (
        <Text size="sm">
          {t("form.intro")}
        </Text>
      )}
      <TextInput
        label={t("form.name")}
        placeholder={t("form.namePlaceholder")}
        required
        data-autofocus
        maxLength={MAX_ROUND_NAME_LENGTH}
        {...form.getInputProps("name")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          type="datetime-local"
          label={t("form.rankingDeadline")}
          description={t("form.rankingDeadlineDescription")}
          required
          {...form.getInputProps("rankingDeadline")}
        />
        <TextInput
          type="datetime-local"
          label={t("form.confirmationDeadline")}
          description={t("form.confirmationDeadlineDescription")}
          required
          {...form.getInputProps("confirmationDeadline")}
        />
      </SimpleGrid>
    </DialogForm>
  );
}

/** Creating a placement round (name and both deadlines), or its creator editing them before the run. */
export function RoundFormDialog({ opened, onClose, round, onCreated }: Props) {
  const { t } = useTranslation("rounds");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={round ? t("form.editTitle") : t("form.new")}
      centered
      size="lg"
    >
      <RoundForm round={round} onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}
