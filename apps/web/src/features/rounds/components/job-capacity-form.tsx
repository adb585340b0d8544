import { Button, Group, NumberInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { roundJobPatchSchema, type Round, type RoundJob, type RoundJobPatch } from "@stint/shared/rounds";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { setRoundJobCapacity } from "../api/round-jobs.ts";

type Values = { capacity: number | string };

/** The job's company sets its places in the round: at least 1, at most the job's openings. */
export function JobCapacityForm({ roundId, job }: { roundId: string; job: RoundJob }) {
  const apiForm = useApiForm<Values, RoundJobPatch, Round | undefined>({
    initialValues: { capacity: job.capacity },
    schema: roundJobPatchSchema,
    toPayload: (values) => ({ capacity: typeof values.capacity === "number" ? values.capacity : Number.NaN }),
    validate: (values) =>
      typeof values.capacity === "number" && values.capacity > job.openings
        ? { capacity: `At most ${job.openings}: the job's openings.` }
        : {},
    submit: (payload) => setRoundJobCapacity(roundId, job.jobId, payload.capacity),
    changes: (round) => ["round.saved", round ?? undefined],
    onSuccess: (_round, payload) => {
      apiForm.form.resetDirty({ capacity: payload.capacity });
      notifications.show({
        color: "teal",
        title: "Places saved",
        message: `“${job.title}” offers ${payload.capacity === 1 ? "1 place" : `${payload.capacity} places`}.`,
      });
    },
  });
  const { form } = apiForm;
  return (
    <ApiFormShell apiForm={apiForm} label={`Places for ${job.title}`} errorTitle="The places were not saved">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NumberInput
          label="Places"
          aria-label={`Places for ${job.title}`}
          required
          description={`At most ${job.openings}`}
          min={1}
          max={job.openings}
          w={110}
          size="xs"
          {...form.getInputProps("capacity")}
        />
        {form.isDirty() && (
          <Button
            type="submit"
            size="xs"
            mt={22}
            loading={apiForm.saving}
            aria-label={`Save the places for ${job.title}`}
          >
            Save
          </Button>
        )}
      </Group>
    </ApiFormShell>
  );
}
