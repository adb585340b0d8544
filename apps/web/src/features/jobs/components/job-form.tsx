import { Box, Grid, Input, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { DEGREE_LABELS, DEGREE_LEVELS } from "@stint/shared/account";
import {
  CURRENCIES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobInputSchema,
  MAX_PAY,
  WORK_MODE_LABELS,
  WORK_MODES,
  type Job,
  type JobCreate,
  type JobPatch,
} from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { changedFields } from "../../../lib/changed-fields.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { useLeaveGuard } from "../../../lib/use-leave-guard.ts";
import { FreeTagsInput } from "../../../components/free-tags-input.tsx";
import { EditCard } from "../../../components/edit-card.tsx";
import { AddressInput } from "../../places/components/address-input.tsx";
import { SkillPicker } from "../../skills/components/skill-picker.tsx";
import { createJob } from "../api/create-job.ts";
import { jobKeys } from "../../../lib/query-keys.ts";
import { publishJob } from "../api/publish-job.ts";
import { updateJob } from "../api/update-job.ts";
import { DateField } from "../../../components/date-field.tsx";
import { JobFormActions, type JobFormIntent } from "./job-form-actions.tsx";
import {
  emptyJobValues,
  jobToValues,
  jobValuesToPayload,
  publishProblemsOf,
  type JobFormPayload,
  type JobFormValues,
} from "./job-form-values.ts";
import { LanguageFields } from "../../../components/language-fields.tsx";
import { MarkdownEditor } from "./markdown-editor.tsx";
import { PublishChecklist } from "./publish-checklist.tsx";

const typeOptions = JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));
const workModeOptions = WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }));
const degreeOptions = DEGREE_LEVELS.map((level) => ({ value: level, label: `${DEGREE_LABELS[level]} or higher` }));
const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const periodOptions = [
  { value: "month", label: "Per month" },
  { value: "year", label: "Per year" },
];
const FIELD_SUGGESTIONS = [
  "Computer Science",
  "Software Engineering",
  "Data Science",
  "Business Administration",
  "Economics",
  "Finance",
  "Marketing",
  "Mechanical Engineering",
  "Electrical Engineering",
  "Civil Engineering",
  "Industrial Engineering",
  "Mathematics",
  "Physics",
  "Chemistry",
  "Biology",
  "Design",
  "Communication",
  "Psychology",
  "Law",
  "Architecture",
];

const today = () => new Date().toISOString().slice(0, 10);

type Props = {
  /** The job being edited; none when creating. */
  job?: Job;
  /** Where a new job starts out (the company's own address). */
  companyAddress: Place | null;
};

/**
 * The one job form, for creating and editing: the shared schema checks every field, "Publish" also checks what
 * a published job needs (the server's own rule) and shows each problem beside its field. Editing sends only
 * the changed fields. Nothing typed is lost on an error.
 */
export function JobForm({ job, companyAddress }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const intent = useRef<JobFormIntent>("draft");
  const base = job ? jobValuesToPayload(jobToValues(job)) : null;
  const status = job?.status ?? "new";

  const apiForm = useApiForm<JobFormValues, JobFormPayload, Job | null>({
    initialValues: job ? jobToValues(job) : emptyJobValues(companyAddress),
    saved: base,
    schema: jobInputSchema,
    toPayload: jobValuesToPayload,
    validate: (values) => {
      if (intent.current === "publish") return publishProblemsOf(values);
      // A published job must stay complete (a deadline that passed by itself aside).
      if (job?.status === "published") return publishProblemsOf(values, { keepDeadline: job.deadline });
      return {};
    },
    submit: async (payload) => {
      const publish = intent.current === "publish";
      if (!job) return createJob({ ...(payload as JobCreate), ...(publish ? { publish: true } : {}) });
      const changes = changedFields(payload, base!) as JobPatch;
      let saved: Job | null = null;
      if (Object.keys(changes).length > 0) {
        saved = await updateJob(job.id, changes);
        // Saved even if publishing fails next: the form then compares against what is stored.
        queryClient.setQueryData(jobKeys.detail(job.id), saved);
      }
      if (publish) saved = await publishJob(job.id);
      return saved;
    },
    changes: (saved) => saved && ["job.saved", saved],
    onSuccess: async (saved) => {
      if (!saved) {
        notifications.show({ color: "gray", message: "Nothing to save: you have not changed anything yet." });
        return;
      }
      const published = saved.status === "published" && job?.status !== "published";
      notifications.show(
        published
          ? { color: "teal", title: "Job published", message: `Students can now find “${saved.title}”.` }
          : job
            ? { color: "teal", title: "Changes saved", message: `“${saved.title}” is up to date.` }
            : {
                color: "teal",
                title: "Draft saved",
                message: "Only your company can see it. Publish it when it is complete.",
              },
      );
      leaveGuard.allowLeaving();
      await navigate(paths.jobDetail({ id: saved.id }));
    },
  });
  const { form } = apiForm;
  const leaveGuard = useLeaveGuard(apiForm.dirty);
  const values = form.values;
  const remote = values.workMode === "remote";
  // For errors about a whole group (skills, pay): the group's element takes the focus.
  const dataPath = (path: string) => ({
    "data-path": (form.getInputProps(path) as unknown as Record<string, unknown>)["data-path"] as string,
  });
  const rowError = (list: "requiredSkills" | "niceToHaveSkills") => (index: number) =>
    form.errors[`${list}.${index}.skillId`] ?? form.errors[`${list}.${index}.level`];
  const firstFieldOfStudyError = Object.entries(form.errors).find(([path]) => path.startsWith("fieldsOfStudy."))?.[1];

  return (
    <ApiFormShell
      apiForm={apiForm}
      label={job ? "Edit the job" : "Post a job"}
      errorTitle={job ? "The job was not saved" : "The job was not created"}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <EditCard title="Basics" description="What students see first in the search results.">
              <Stack gap="md">
                <TextInput
                  label="Job title"
                  placeholder="e.g. Data Engineering Intern"
                  required
                  maxLength={120}
                  {...form.getInputProps("title")}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                  <Select
                    label="Type"
                    placeholder="Choose a type"
                    data={typeOptions}
                    required
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps("type")}
                  />
                  <NumberInput
                    size="md"
                    label="Openings"
                    required
                    description="How many people you hire for this job."
                    inputWrapperOrder={["label", "input", "description", "error"]}
                    min={1}
                    max={500}
                    {...form.getInputProps("positions")}
                  />
                </SimpleGrid>
                <Input.Wrapper label="Work mode" labelElement="div" size="md" id="job-work-mode">
                  <SegmentedControl
                    fullWidth
                    data={workModeOptions}
                    aria-labelledby="job-work-mode-label"
                    {...form.getInputProps("workMode")}
                  />
                </Input.Wrapper>
              </Stack>
            </EditCard>

            <EditCard title="Description" description="What the work is, the team, and what someone learns with you.">
              <MarkdownEditor
                label="Job description"
                required
                placeholder="What someone in this job does, who they work with, and what they learn…"
                description="Markdown works: ## headings, **bold**, *italic*, - lists, [links](https://example.com)."
                {...form.getInputProps("description")}
                value={values.description}
              />
            </EditCard>

            <EditCard title="Location" description="Students see the distance from where they live.">
              <AddressInput
                label="Where the job is"
                required={!remote}
                description={
                  remote
                    ? "Optional for a remote job: the company's city is a good choice."
                    : "Needed to publish, unless the job is remote."
                }
                {...form.getInputProps("location")}
              />
            </EditCard>

            <EditCard
              title="Skills"
              description="Choose from the list and set the level you expect, 1 (beginner) to 5 (expert)."
            >
              <Stack gap="lg">
                <SkillPicker
                  label="Required skills"
                  description="Matching weighs these most."
                  value={values.requiredSkills}
                  onChange={(next) => form.setFieldValue("requiredSkills", next)}
                  excluded={values.niceToHaveSkills.map((ref) => ref.skillId)}
                  excludedReason="already a nice-to-have skill"
                  error={form.errors.requiredSkills}
                  rowError={rowError("requiredSkills")}
                  inputProps={dataPath("requiredSkills")}
                />
                <SkillPicker
                  label="Nice-to-have skills"
                  description="A plus, not a must."
                  value={values.niceToHaveSkills}
                  onChange={(next) => form.setFieldValue("niceToHaveSkills", next)}
                  defaultLevel={2}
                  excluded={values.requiredSkills.map((ref) => ref.skillId)}
                  excludedReason="already a required skill"
                  error={form.errors.niceToHaveSkills}
                  rowError={rowError("niceToHaveSkills")}
                  inputProps={dataPath("niceToHaveSkills")}
                />
              </Stack>
            </EditCard>

            <EditCard title="Languages">
              <LanguageFields
                form={form}
                levelLabel="Minimum level"
                emptyText="No language asked for. Add one if the work needs it, e.g. German at B2."
              />
            </EditCard>

            <EditCard title="Requirements" description="Leave empty what does not matter to you.">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                <Select
                  label="Minimum degree"
                  placeholder="Any degree"
                  data={degreeOptions}
                  clearable
                  clearButtonProps={{ "aria-label": "Clear the minimum degree" }}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps("minDegree")}
                />
                <FreeTagsInput
                  size="md"
                  label="Fields of study"
                  placeholder={values.fieldsOfStudy.length === 0 ? "Type and press Enter" : undefined}
                  description="Up to 10; students of any field can still apply."
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  data={FIELD_SUGGESTIONS}
                  maxTags={10}
                  clearable
                  clearButtonProps={{ "aria-label": "Clear the fields of study" }}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps("fieldsOfStudy")}
                  error={form.errors.fieldsOfStudy ?? firstFieldOfStudyError}
                />
              </SimpleGrid>
            </EditCard>

            <EditCard title="Dates">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
                <DateField
                  label="Start date"
                  placeholder="Flexible"
                  {...form.getInputProps("startDate")}
                  value={values.startDate}
                  onChange={(value) => form.setFieldValue("startDate", value)}
                />
                <NumberInput
                  size="md"
                  label="Duration (months)"
                  required={values.type === "internship"}
                  placeholder={values.type === "internship" ? "e.g. 6" : "Permanent"}
                  description={values.type === "internship" ? "Required for an internship." : "Empty for no end date."}
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  min={1}
                  max={36}
                  {...form.getInputProps("durationMonths")}
                />
                <DateField
                  label="Apply by"
                  placeholder="No deadline"
                  minDate={today()}
                  {...form.getInputProps("deadline")}
                  value={values.deadline}
                  onChange={(value) => form.setFieldValue("deadline", value)}
                />
              </SimpleGrid>
            </EditCard>

            <EditCard title="Pay" description="Needed to publish. Jobs that show their pay get more applications.">
              <Box {...dataPath("pay")} tabIndex={-1}>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md">
                  <NumberInput
                    size="md"
                    label="From"
                    required
                    min={0}
                    max={MAX_PAY}
                    thousandSeparator=","
                    {...form.getInputProps("pay.min")}
                    error={form.errors["pay.min"] ?? form.errors.pay}
                  />
                  <NumberInput
                    size="md"
                    label="To"
                    placeholder="Same"
                    min={0}
                    max={MAX_PAY}
                    thousandSeparator=","
                    {...form.getInputProps("pay.max")}
                  />
                  <Select
                    label="Currency"
                    data={currencyOptions}
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps("pay.currency")}
                  />
                  <Select
                    label="Period"
                    data={periodOptions}
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps("pay.period")}
                  />
                </SimpleGrid>
              </Box>
            </EditCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PublishChecklist values={values} status={status} />
        </Grid.Col>
      </Grid>
      <JobFormActions
        status={status}
        saving={apiForm.saving}
        dirty={apiForm.dirty}
        errorCount={Object.keys(form.errors).length}
        cancelTo={job ? paths.jobDetail({ id: job.id }) : paths.dashboard()}
        onIntent={(next) => {
          intent.current = next;
        }}
      />
    </ApiFormShell>
  );
}
