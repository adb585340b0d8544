import { Box, Grid, Input, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { DEGREE_LEVELS } from "@stint/shared/account";
import {
  CURRENCIES,
  JOB_TYPES,
  jobInputSchema,
  MAX_PAY,
  WORK_MODES,
  type Job,
  type JobCreate,
  type JobPatch,
} from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { useMessages } from "../../../i18n/messages.ts";
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
import { numberSeparators } from "../job-format.ts";
import { useVocabularyNames } from "../../skills/components/vocabulary-names.ts";

const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const today = () => new Date().toISOString().slice(0, 10);

type Props = {
  /** The job being edited; none when creating. */
  job?: Job;
  /** Where a new job starts out (the company's own address). */
  companyAddress: Place | null;
  /** The company may not publish yet (not verified where UNVERIFIED_COMPANIES=drafts): drafts only, and why. */
  publishBlocked?: boolean;
};

/**
 * The one job form, for creating and editing: the shared schema checks every field, "Publish" also checks what
 * a published job needs (the server's own rule) and shows each problem beside its field. Editing sends only
 * the changed fields. Nothing typed is lost on an error.
 */
export function JobForm({ job, companyAddress, publishBlocked = false }: Props) {
  const { t } = useTranslation("jobs");
  const names = useVocabularyNames();
  const labels = useLabels();
  const messages = useMessages();
  const typeOptions = JOB_TYPES.map((type) => ({ value: type, label: labels.jobType(type) }));
  const workModeOptions = WORK_MODES.map((mode) => ({ value: mode, label: labels.workMode(mode) }));
  const degreeOptions = DEGREE_LEVELS.map((level) => ({
    value: level,
    label: t("form.degreeOrHigher", { degree: labels.degree(level) }),
  }));
  const periodOptions = [
    { value: "month", label: t("format.perMonth") },
    { value: "year", label: t("format.perYear") },
  ];
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
        notifications.show({ color: "gray", message: t("form.nothingToSave") });
        return;
      }
      const published = saved.status === "published" && job?.status !== "published";
      notifications.show(
        published
          ? {
              color: "teal",
              title: t("owner.publishedTitle"),
              message: t("owner.publishedText", { title: saved.title }),
            }
          : job
            ? { color: "teal", title: t("form.savedTitle"), message: t("form.savedText", { title: saved.title }) }
            : { color: "teal", title: t("form.draftTitle"), message: t("form.draftText") },
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
  // Errors given to an input by hand (a group's, a row's) in the page's language, as getInputProps gives its own.
  const shown = (error: ReactNode) => (typeof error === "string" ? messages.field(error) : error);
  const rowError = (list: "requiredSkills" | "niceToHaveSkills") => (index: number) =>
    shown(form.errors[`${list}.${index}.skillId`] ?? form.errors[`${list}.${index}.level`]);
  const payGroup = dataPath("pay");
  const firstFieldOfStudyError = Object.entries(form.errors).find(([path]) => path.startsWith("fieldsOfStudy."))?.[1];

  return (
    <ApiFormShell
      apiForm={apiForm}
      label={job ? t("owner.edit") : t("list.postJob")}
      errorTitle={job ? t("form.notSaved") : t("form.notCreated")}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <EditCard title={t("form.basics")} description={t("form.basicsText")}>
              <Stack gap="md">
                <TextInput
                  label={t("form.title")}
                  placeholder={t("form.titlePlaceholder")}
                  required
                  maxLength={120}
                  {...form.getInputProps("title")}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                  <Select
                    label={t("form.type")}
                    placeholder={t("form.typePlaceholder")}
                    data={typeOptions}
                    required
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps("type")}
                  />
                  <NumberInput
                    size="md"
                    label={t("form.openings")}
                    required
                    description={t("form.openingsText")}
                    inputWrapperOrder={["label", "input", "description", "error"]}
                    min={1}
                    max={500}
                    {...form.getInputProps("positions")}
                  />
                </SimpleGrid>
                <Input.Wrapper label={t("form.workMode")} labelElement="div" size="md" id="job-work-mode">
                  <SegmentedControl
                    fullWidth
                    data={workModeOptions}
                    aria-labelledby="job-work-mode-label"
                    {...form.getInputProps("workMode")}
                  />
                </Input.Wrapper>
              </Stack>
            </EditCard>

            <EditCard title={t("form.description")} description={t("form.descriptionText")}>
              <MarkdownEditor
                label={t("form.descriptionLabel")}
                required
                placeholder={t("form.descriptionPlaceholder")}
                description={t("form.markdownHelp")}
                {...form.getInputProps("description")}
                value={values.description}
              />
            </EditCard>

            <EditCard title={t("form.location")} description={t("form.locationText")}>
              <AddressInput
                label={t("form.where")}
                required={!remote}
                description={remote ? t("form.whereRemote") : t("form.whereNeeded")}
                {...form.getInputProps("location")}
              />
            </EditCard>

            <EditCard title={t("form.skills")} description={t("form.skillsText")}>
              <Stack gap="lg">
                <SkillPicker
                  label={t("form.requiredSkills")}
                  description={t("form.requiredSkillsText")}
                  value={values.requiredSkills}
                  onChange={(next) => form.setFieldValue("requiredSkills", next)}
                  excluded={values.niceToHaveSkills.map((ref) => ref.skillId)}
                  excludedReason={(skill) => t("form.alreadyNice", { skill })}
                  error={shown(form.errors.requiredSkills)}
                  rowError={rowError("requiredSkills")}
                  inputProps={dataPath("requiredSkills")}
                />
                <SkillPicker
                  label={t("form.niceSkills")}
                  description={t("form.niceSkillsText")}
                  value={values.niceToHaveSkills}
                  onChange={(next) => form.setFieldValue("niceToHaveSkills", next)}
                  defaultLevel={2}
                  excluded={values.requiredSkills.map((ref) => ref.skillId)}
                  excludedReason={(skill) => t("form.alreadyRequired", { skill })}
                  error={shown(form.errors.niceToHaveSkills)}
                  rowError={rowError("niceToHaveSkills")}
                  inputProps={dataPath("niceToHaveSkills")}
                />
              </Stack>
            </EditCard>

            <EditCard title={t("form.languages")}>
              <LanguageFields form={form} levelLabel={t("form.minLevel")} emptyText={t("form.noLanguages")} />
            </EditCard>

            <EditCard title={t("form.requirements")} description={t("form.requirementsText")}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                <Select
                  label={t("form.minDegree")}
                  placeholder={t("form.anyDegree")}
                  data={degreeOptions}
                  clearable
                  clearButtonProps={{ "aria-label": t("form.clearDegree") }}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps("minDegree")}
                />
                <FreeTagsInput
                  size="md"
                  label={t("form.fields")}
                  placeholder={values.fieldsOfStudy.length === 0 ? t("form.fieldsPlaceholder") : undefined}
                  description={t("form.fieldsText")}
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  data={names.fieldsOfStudy}
                  filter={names.fieldOfStudyFilter}
                  maxTags={10}
                  clearable
                  clearButtonProps={{ "aria-label": t("form.clearFields") }}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps("fieldsOfStudy")}
                  error={shown(form.errors.fieldsOfStudy ?? firstFieldOfStudyError)}
                />
              </SimpleGrid>
            </EditCard>

            <EditCard title={t("form.dates")}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
                <DateField
                  label={t("form.startDate")}
                  placeholder={t("detail.flexible")}
                  {...form.getInputProps("startDate")}
                  value={values.startDate}
                  onChange={(value) => form.setFieldValue("startDate", value)}
                />
                <NumberInput
                  size="md"
                  label={t("form.duration")}
                  required={values.type === "internship"}
                  placeholder={values.type === "internship" ? t("form.durationExample") : t("form.permanent")}
                  description={values.type === "internship" ? t("form.durationNeeded") : t("form.durationEmpty")}
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  min={1}
                  max={36}
                  {...form.getInputProps("durationMonths")}
                />
                <DateField
                  label={t("detail.applyBy")}
                  placeholder={t("detail.noDeadline")}
                  minDate={today()}
                  {...form.getInputProps("deadline")}
                  value={values.deadline}
                  onChange={(value) => form.setFieldValue("deadline", value)}
                />
              </SimpleGrid>
            </EditCard>

            <EditCard title={t("form.pay")} description={t("form.payText")}>
              <Box {...payGroup} tabIndex={-1}>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md">
                  <NumberInput
                    size="md"
                    label={t("form.payFrom")}
                    required
                    min={0}
                    max={MAX_PAY}
                    {...numberSeparators()}
                    {...form.getInputProps("pay.min")}
                    error={shown(form.errors["pay.min"] ?? form.errors.pay)}
                  />
                  <NumberInput
                    size="md"
                    label={t("form.payTo")}
                    placeholder={t("form.paySame")}
                    min={0}
                    max={MAX_PAY}
                    {...numberSeparators()}
                    {...form.getInputProps("pay.max")}
                  />
                  <Select
                    label={t("form.currency")}
                    data={currencyOptions}
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps("pay.currency")}
                  />
                  <Select
                    label={t("form.period")}
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
        publishBlocked={publishBlocked}
        onIntent={(next) => {
          intent.current = next;
        }}
      />
    </ApiFormShell>
  );
}
