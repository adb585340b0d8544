import { Checkbox, Modal, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_SAVED_FILTER_NAME_LENGTH,
  savedFilterCreateSchema,
  type CandidateFilter,
  type SavedFilter,
  type SavedFilterCreate,
} from "@stint/shared/saved-filters";
import { useTranslation } from "react-i18next";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { createSavedFilter } from "../api/create-saved-filter.ts";

type Values = { name: string; thisJobOnly: boolean };

type Props = {
  /** The filters to save, as they are on the screen. */
  filter: CandidateFilter;
  job: { id: string; title: string };
  onClose: () => void;
};

function SaveFilterForm({ filter, job, onClose }: Props) {
  const { t } = useTranslation("savedFilters");
  const apiForm = useApiForm<Values, SavedFilterCreate, SavedFilter>({
    initialValues: { name: "", thisJobOnly: false },
    schema: savedFilterCreateSchema,
    toPayload: (values) => ({ name: values.name, jobId: values.thisJobOnly ? job.id : null, filter }),
    submit: createSavedFilter,
    changes: "saved-filter.changed",
    onSuccess: (saved) => {
      onClose();
      notifications.show({
        color: "teal",
        title: t("savedTitle"),
        message: saved.jobId
          ? t("savedForJob", { name: saved.name, title: job.title })
          : t("savedForAll", { name: saved.name }),
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("saveLabel")}
      errorTitle={t("notSaved")}
      submitLabel={t("saveSubmit")}
      onCancel={onClose}
    >
      <Text size="sm">
        {t("saveText")}
      </Text>
      <TextInput
        label={t("name")}
        placeholder={t("namePlaceholder")}
        required
        data-autofocus
        maxLength={MAX_SAVED_FILTER_NAME_LENGTH}
        {...form.getInputProps("name")}
      />
      <Checkbox
        label={t("onlyFor", { title: job.title })}
        description={t("onlyForText")}
        {...form.getInputProps("thisJobOnly", { type: "checkbox" })}
      />
    </DialogForm>
  );
}

/** Saving the filters in use under a name, in a dialog; a name in use already is said beside the name. */
export function SaveFilterDialog({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation("savedFilters");
  return (
    <Modal opened={opened} onClose={props.onClose} title={t("saveTitle")} centered>
      <SaveFilterForm {...props} />
    </Modal>
  );
}
