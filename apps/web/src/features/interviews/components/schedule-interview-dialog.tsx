import { Modal, Radio, Group, Text, TextInput, Textarea } from "@mantine/core";
import {
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MAX_SLOTS,
  INTERVIEW_MIN_MINUTES,
  INTERVIEW_REASON_MAX,
  INTERVIEW_TEXT_MAX,
  interviewCreateSchema,
  interviewRescheduleSchema,
  type Interview,
  type InterviewLocation,
} from "@stint/shared/interviews";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { todayIso } from "../../../lib/format.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { proposeInterview, rescheduleInterview } from "../api/interviews.ts";
import { remapSchema } from "../lib/remap-schema.ts";
import { nextSlot, slotFieldMap, toSlotPayload, validateSlots, type SlotValues } from "../lib/slots.ts";
import { browserTimeZone, wallTime } from "../lib/time-zones.ts";
import { SlotEditor } from "./slot-editor.tsx";
import { TimeZoneSelect } from "./time-zone-select.tsx";

type Values = {
  slots: SlotValues[];
  timeZone: string;
  where: InterviewLocation["kind"];
  address: string;
  url: string;
  note: string;
  reason: string;
};

const SLOT_RULES = {
  maxSlots: INTERVIEW_MAX_SLOTS,
  minDuration: INTERVIEW_MIN_MINUTES,
  maxDuration: INTERVIEW_MAX_MINUTES,
};
/** The API's limit of an address (its schema's message says so when it is passed). */
const MAX_ADDRESS_LENGTH = 500;

/** The API's paths → the form's inputs (the location's fields sit side by side, the slots are day + time). */
const FIELD_MAP: Record<string, string> = {
  ...slotFieldMap(INTERVIEW_MAX_SLOTS),
  "location.address": "address",
  "location.url": "url",
};

function initialValues(current: Interview | undefined): Values {
  const zone = current?.timeZone ?? browserTimeZone();
  const location = current?.location;
  // Rescheduling starts from the times on offer that are still ahead, read on the interview's clocks.
  const kept = (current?.slots ?? [])
    .filter((slot) => new Date(slot.startsAt).getTime() > Date.now())
    .map((slot): SlotValues => {
      const wall = wallTime(new Date(slot.startsAt), zone);
      return { date: wall.date, time: wall.time, durationMinutes: String(slot.durationMinutes) };
    });
  return {
    slots: kept.length > 0 ? kept : [nextSlot(undefined, todayIso())],
    timeZone: zone,
    where: location?.kind ?? "video",
    address: location?.kind === "onsite" ? location.address : "",
    url: location?.kind === "video" ? location.url : "",
    note: current?.note ?? "",
    reason: "",
  };
}

function location(values: Values): InterviewLocation {
  return values.where === "onsite"
    ? { kind: "onsite", address: values.address.trim() }
    : { kind: "video", url: values.url.trim() };
}

const proposePayload = (values: Values) => ({
  slots: toSlotPayload(values.slots, values.timeZone),
  timeZone: values.timeZone,
  location: location(values),
  note: values.note.trim() || undefined,
});

const reschedulePayload = (values: Values) => ({
  reason: values.reason.trim(),
  slots: toSlotPayload(values.slots, values.timeZone),
  timeZone: values.timeZone,
});

type Props = {
  opened: boolean;
  onClose: () => void;
  applicationId: string;
  /** The student's name, as the company knows it. */
  name: string;
  jobTitle: string;
  /** The interview to move to new times; without it the dialog proposes a new interview. */
  current?: Interview;
  onSaved?: (interview: Interview) => void;
};

function ScheduleForm({ onClose, applicationId, name, jobTitle, current, onSaved }: Omit<Props, "opened">) {
  const { t } = useTranslation("interviews");
  const rescheduling = current !== undefined;
  const apiForm = useApiForm<
    Values,
    ReturnType<typeof proposePayload> | ReturnType<typeof reschedulePayload>,
    Interview
  >({
    initialValues: initialValues(current),
    schema: remapSchema(rescheduling ? interviewRescheduleSchema : interviewCreateSchema, FIELD_MAP),
    toPayload: rescheduling ? reschedulePayload : proposePayload,
    validate: (values) => ({
      ...validateSlots(values.slots, values.timeZone, SLOT_RULES, t),
      ...(!rescheduling && values.where === "video" && !values.url.trim() ? { url: t("validation.videoLink") } : {}),
      ...(!rescheduling && values.where === "onsite" && !values.address.trim()
        ? { address: t("validation.address") }
        : {}),
      ...(rescheduling && !values.reason.trim() ? { reason: t("validation.reason") } : {}),
    }),
    fieldMap: FIELD_MAP,
    submit: (payload) =>
      rescheduling
        ? rescheduleInterview(current.id, payload as ReturnType<typeof reschedulePayload>)
        : proposeInterview(applicationId, payload as ReturnType<typeof proposePayload>),
    changes: "interviews.changed",
    onSuccess: (interview) => {
      onSaved?.(interview);
      onClose();
    },
  });
  const { form } = apiForm;
  const values = form.getValues();
  return (
    <DialogForm
      apiForm={apiForm}
      label={rescheduling ? t("schedule.labelMove", { name }) : t("schedule.labelNew", { name })}
      errorTitle={rescheduling ? t("schedule.errorMove") : t("schedule.errorNew")}
      submitLabel={rescheduling ? t("schedule.submitMove") : t("schedule.submitNew")}
      onCancel={onClose}
    >
      <Text size="sm">
        {rescheduling
          ? current.status === "scheduled"
            ? t("schedule.introScheduled", { name })
            : t("schedule.introMove", { name, job: jobTitle })
          : t("schedule.introNew", { name, job: jobTitle })}
      </Text>
      <SlotEditor form={form} maxSlots={SLOT_RULES.maxSlots} />
      <TimeZoneSelect required description={t("schedule.zoneHint")} {...form.getInputProps("timeZone")} />
      {!rescheduling && (
        <>
          <Radio.Group label={t("schedule.where")} required {...form.getInputProps("where")}>
            <Group gap="lg" mt={6}>
              <Radio value="video" label={t("schedule.video")} />
              <Radio value="onsite" label={t("schedule.onsite")} />
            </Group>
          </Radio.Group>
          {values.where === "video" ? (
            <TextInput
              size="md"
              type="url"
              label={t("schedule.videoLink")}
              required
              placeholder={t("schedule.videoPlaceholder")}
              {...form.getInputProps("url")}
            />
          ) : (
            <Textarea
              size="md"
              label={t("schedule.address")}
              required
              autosize
              minRows={2}
              maxLength={MAX_ADDRESS_LENGTH}
              {...form.getInputProps("address")}
            />
          )}
          <CountedTextarea
            label={t("schedule.note", { name })}
            description={t("schedule.noteHint")}
            max={INTERVIEW_TEXT_MAX}
            {...form.getInputProps("note")}
            value={values.note}
          />
        </>
      )}
      {rescheduling && (
        <CountedTextarea
          label={t("schedule.reason")}
          required
          max={INTERVIEW_REASON_MAX}
          {...form.getInputProps("reason")}
          value={values.reason}
        />
      )}
    </DialogForm>
  );
}

/** The company proposes interview times (or new ones for an interview already proposed or scheduled). */
export function ScheduleInterviewDialog(props: Props) {
  const { t } = useTranslation("interviews");
  const title = props.current
    ? t("schedule.titleMove", { name: props.name })
    : t("schedule.labelNew", { name: props.name });
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} centered size="lg">
      <ScheduleForm {...props} />
    </Modal>
  );
}
