import { Button, Group, NumberInput, Select, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { roundJobAddSchema, type Round, type RoundJobAdd } from "@stint/shared/rounds";
import { IconPlus } from "@tabler/icons-react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answer, api } from "../../../lib/api-client.ts";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { jobKeys } from "../../../lib/query-keys.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { addRoundJob } from "../api/round-jobs.ts";

/** The signed-in company's published jobs (the 50 newest), the ones it may add to a round. */
const ownPublishedJobsQueryOptions = queryOptions({
  queryKey: [...jobKeys.searches, "own-published-for-rounds"] as const,
  queryFn: ({ signal }) =>
    answer(
      api.GET("/jobs", {
        params: { query: { mine: "true", status: ["published"], sort: "newest", pageSize: 50 } },
        signal,
      }),
    ).then((body) => body.items),
});

type Values = { jobId: string | null; capacity: number | string };

/** A member adds one of its published jobs to the round, with its places (the job's openings when left empty). */
export function AddRoundJob({ round }: { round: Round }) {
  const { t } = useTranslation("rounds");
  const jobs = useQuery(ownPublishedJobsQueryOptions);
  const inRound = new Set(round.jobs.map((job) => job.jobId));
  const choices = (jobs.data ?? []).filter((job) => !inRound.has(job.id));
  const apiForm = useApiForm<Values, RoundJobAdd, Round>({
    initialValues: { jobId: null, capacity: "" },
    schema: roundJobAddSchema,
    toPayload: (values) => ({
      jobId: values.jobId ?? "",
      ...(typeof values.capacity === "number" ? { capacity: values.capacity } : {}),
    }),
    validate: (values) => {
      const job = choices.find((item) => item.id === values.jobId);
      if (!values.jobId) return { jobId: t("add.choose") };
      return job && typeof values.capacity === "number" && values.capacity > job.positions
        ? { capacity: t("capacity.atMost", { count: job.positions }) }
        : {};
    },
    submit: (payload) => addRoundJob(round.id, payload),
    changes: (saved) => ["round.saved", saved],
    onSuccess: (saved, payload) => {
      const title = choices.find((job) => job.id === payload.jobId)?.title;
      apiForm.form.reset();
      notifications.show({
        color: "teal",
        title: t("add.added"),
        message: title ? t("add.addedText", { job: title }) : t("add.addedUnnamed"),
      });
    },
  });
  const { form } = apiForm;
  const chosen = choices.find((job) => job.id === form.values.jobId);

  if (jobs.isSuccess && choices.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {jobs.data.length === 0 ? t("add.publishFirst") : t("add.allIn")}
      </Text>
    );
  }
  return (
    <ApiFormShell apiForm={apiForm} label={t("add.form")} errorTitle={t("add.notAdded")}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t("add.label")}
          required
          placeholder={jobs.isPending ? t("add.loading") : t("add.placeholder")}
          data={choices.map((job) => ({ value: job.id, label: job.title }))}
          style={{ flex: "1 1 14rem" }}
          searchable
          nothingFoundMessage={t("add.nothingFound")}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("jobId")}
        />
        <NumberInput
          label={chosen ? t("add.placesAtMost", { count: chosen.positions }) : t("capacity.label")}
          placeholder={t("add.placesPlaceholder")}
          min={1}
          max={chosen?.positions}
          w={150}
          {...form.getInputProps("capacity")}
        />
        <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={apiForm.saving}>
          {t("add.submit")}
        </Button>
      </Group>
    </ApiFormShell>
  );
}
