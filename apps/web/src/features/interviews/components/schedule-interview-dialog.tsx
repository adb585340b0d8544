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
      ...validateSlots(values.slots, values.timeZone, SLOT_RULES),
      ...(!rescheduling && values.where === "video" && !values.url.trim()
        ? { url: "Enter the link of the video call." }
        : {}),
      ...(!rescheduling && values.where === "onsite" && !values.address.trim()
        ? { address: "Enter the address." }
        : {}),
      ...(rescheduling && !values.reason.trim() ? { reason: "Say why the times change." } : {}),
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
      label={rescheduling ? `New times for the interview with ${name}` : `Schedule an interview with ${name}`}
      errorTitle={rescheduling ? "The new times were not sent" : "The interview was not proposed"}
      submitLabel={rescheduling ? "Send the new times" : "Propose these times"}
      onCancel={onClose}
    >
      <Text size="sm">
        {rescheduling
          ? current.status === "scheduled"
            ? `${name} is told your reason. One time moves the interview there at once (calendars follow); with several, ${name} picks one again.`
            : `${name} is told the new times for “${jobTitle}” and your reason, and picks one.`
          : `${name} picks one of the times for “${jobTitle}” and gets a calendar invitation, as you do.`}
      </Text>
      <SlotEditor form={form} maxSlots={SLOT_RULES.maxSlots} />
      <TimeZoneSelect
        required
        description="The times above are on the clocks of this zone; each side sees them in their own."
        {...form.getInputProps("timeZone")}
      />
      {!rescheduling && (
        <>
          <Radio.Group label="Where" required {...form.getInputProps("where")}>
            <Group gap="lg" mt={6}>
              <Radio value="video" label="Video call" />
              <Radio value="onsite" label="On site" />
            </Group>
          </Radio.Group>
          {values.where === "video" ? (
            <TextInput
              size="md"
              type="url"
              label="Video call link"
              required
              placeholder="https://meet.example.com/…"
              {...form.getInputProps("url")}
            />
          ) : (
            <Textarea
              size="md"
              label="Address"
              required
              autosize
              minRows={2}
              maxLength={MAX_ADDRESS_LENGTH}
              {...form.getInputProps("address")}
            />
          )}
          <CountedTextarea
            label={`Note for ${name}`}
            description="Optional: who they meet, what to prepare."
            max={INTERVIEW_TEXT_MAX}
            {...form.getInputProps("note")}
            value={values.note}
          />
        </>
      )}
      {rescheduling && (
        <CountedTextarea
          label="Why the times change"
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
  const title = props.current ? `New times for ${props.name}` : `Schedule an interview with ${props.name}`;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} centered size="lg">
      <ScheduleForm {...props} />
    </Modal>
  );
}
