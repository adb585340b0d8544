import { Button, Group, NumberInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { roundJobPatchSchema, type Round, type RoundJob, type RoundJobPatch } from "@stint/shared/rounds";
import { useTranslation } from "react-i18next";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { setRoundJobCapacity } from "../api/round-jobs.ts";

type Values = { capacity: number | string };

/** The job's company sets its places in the round: at least 1, at most the job's openings. */
export function JobCapacityForm({ roundId, job }: { roundId: string; job: RoundJob }) {
  const { t } = useTranslation("rounds");
  const apiForm = useApiForm<Values, RoundJobPatch, Round | undefined>({
    initialValues: { capacity: job.capacity },
    schema: roundJobPatchSchema,
    toPayload: (values) => ({ capacity: typeof values.capacity === "number" ? values.capacity : Number.NaN }),
    validate: (values) =>
      typeof values.capacity === "number" && values.capacity > job.openings
        ? { capacity: t("capacity.atMost", { count: job.openings }) }
        : {},
    submit: (payload) => setRoundJobCapacity(roundId, job.jobId, payload.capacity),
    changes: (round) => ["round.saved", round ?? undefined],
    onSuccess: (_round, payload) => {
      apiForm.form.resetDirty({ capacity: payload.capacity });
      notifications.show({
        color: "teal",
        title: t("capacity.saved"),
        message: t("capacity.savedText", { job: job.title, count: payload.capacity }),
      });
    },
  });
  const { form } = apiForm;
  return (
    <ApiFormShell apiForm={apiForm} label={t("capacity.for", { job: job.title })} errorTitle={t("capacity.notSaved")}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NumberInput
          label={t("capacity.label")}
          aria-label={t("capacity.for", { job: job.title })}
          required
          description={t("capacity.description", { count: job.openings })}
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
            aria-label={t("capacity.saveFor", { job: job.title })}
          >
            {t("capacity.save")}
          </Button>
        )}
      </Group>
    </ApiFormShell>
  );
}
