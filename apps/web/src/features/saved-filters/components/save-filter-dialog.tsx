import { Checkbox, Modal, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_SAVED_FILTER_NAME_LENGTH,
  savedFilterCreateSchema,
  type CandidateFilter,
  type SavedFilter,
  type SavedFilterCreate,
} from "@stint/shared/saved-filters";
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
        title: "Filter saved",
        message: `“${saved.name}” is under Saved filters${saved.jobId ? ` for “${job.title}”` : " for all your jobs"}.`,
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label="Save the filters"
      errorTitle="The filter was not saved"
      submitLabel="Save the filter"
      onCancel={onClose}
    >
      <Text size="sm">
        The filters in use are saved under a name, to apply them again in one step. The search words are not part of it.
      </Text>
      <TextInput
        label="Name"
        placeholder="e.g. Python, German speakers"
        required
        data-autofocus
        maxLength={MAX_SAVED_FILTER_NAME_LENGTH}
        {...form.getInputProps("name")}
      />
      <Checkbox
        label={`Only for “${job.title}”`}
        description="Otherwise it is offered on the candidate lists of all your jobs."
        {...form.getInputProps("thisJobOnly", { type: "checkbox" })}
      />
    </DialogForm>
  );
}

/** Saving the filters in use under a name, in a dialog; a name in use already is said beside the name. */
export function SaveFilterDialog({ opened, ...props }: Props & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Save these filters" centered>
      <SaveFilterForm {...props} />
    </Modal>
  );
}
