import { Badge, Button, Grid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { cvCreateSchema, type Cv, type CvCreate, type CvPatch } from "@stint/shared/cvs";
import { IconStar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActionBar } from "../../../components/form-action-bar.tsx";
import { LanguageFields } from "../../../components/language-fields.tsx";
import { paths } from "@stint/shared/page-routes";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { changedFields } from "../../../lib/changed-fields.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { useLeaveGuard } from "../../../lib/use-leave-guard.ts";
import { EditCard } from "../../../components/edit-card.tsx";
import { SkillPicker } from "../../skills/components/skill-picker.tsx";
import { createCv } from "../api/create-cv.ts";
import { updateCv } from "../api/update-cv.ts";
import { AvailabilityFields } from "./availability-fields.tsx";
import { CvChecklist } from "./cv-checklist.tsx";
import { CvFileField } from "./cv-file-field.tsx";
import { CvPdfImport } from "./cv-pdf-import.tsx";
import {
  cvToValues,
  cvValuesToPayload,
  datedRowProblems,
  emptyCvValues,
  FIELD_MAP,
  type CvFormPayload,
  type CvFormValues,
} from "./cv-form-values.ts";
import { EducationFields } from "./education-fields.tsx";
import { ExperienceFields } from "./experience-fields.tsx";
import { PreferenceFields } from "./preference-fields.tsx";
import { usePdfDraft } from "./use-pdf-draft.ts";
import { FromPdfBadge, markedLabel, markProps, PdfMarksProvider } from "./pdf-marks.tsx";

// A form path (code, not words).
const SUMMARY_PATH = "summary";

type Props = {
  /** The CV being edited; none when creating. */
  cv?: Cv;
  /** Creating the student's first CV, which is primary whatever the switch says. */
  first?: boolean;
};

/**
 * The one CV form, for creating and editing: the shared schema checks every field before anything is sent,
 * server errors land beside their row's input, and editing sends only the changed fields. Nothing typed is
 * lost on an error. A new CV may start from a PDF: the form then holds what was read, each such field marked until
 * the student changes it, and nothing is saved before they save.
 */
export function CvForm({ cv, first = false }: Props) {
  const { t } = useTranslation("cvs");
  const navigate = useNavigate();
  const base = cv ? cvValuesToPayload(cvToValues(cv)) : null;

  const apiForm = useApiForm<CvFormValues, CvFormPayload, Cv | null>({
    initialValues: cv ? cvToValues(cv) : emptyCvValues({ first }),
    saved: base,
    schema: cvCreateSchema,
    toPayload: cvValuesToPayload,
    validate: datedRowProblems,
    fieldMap: FIELD_MAP,
    submit: async (payload) => {
      if (!cv) return createCv(payload as CvCreate);
      const changes = changedFields(payload, base!) as CvPatch;
      return Object.keys(changes).length > 0 ? updateCv(cv.id, changes) : null;
    },
    changes: (saved) => saved && ["cv.saved", saved],
    onSuccess: async (saved) => {
      if (!saved) {
        notifications.show({ color: "gray", message: t("form.nothingToSave") });
        return;
      }
      notifications.show(
        cv
          ? { color: "teal", title: t("form.changesSaved"), message: t("form.upToDate", { title: saved.title }) }
          : {
              color: "teal",
              title: t("form.saved"),
              message: saved.isPrimary ? t("form.savedPrimary") : t("form.savedOther"),
            },
      );
      leaveGuard.allowLeaving();
      await navigate(paths.cvDetail({ id: saved.id }));
    },
  });
  const { form } = apiForm;
  const leaveGuard = useLeaveGuard(apiForm.dirty);
  const values = form.values;
  // The flag moves by making another CV primary, so the primary one cannot give it up here.
  const primaryLocked = first || (cv?.isPrimary ?? false);
  const skillRowError = (index: number) =>
    form.errors[`skills.${index}.skillId`] ?? form.errors[`skills.${index}.level`];

  const { source, fromPdf, applyDraft } = usePdfDraft(form, apiForm.dirty);

  return (
    <ApiFormShell
      apiForm={apiForm}
      label={cv ? t("form.editLabel") : t("form.createLabel")}
      errorTitle={t("form.notSaved")}
    >
      <PdfMarksProvider value={fromPdf}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {!cv && <CvPdfImport source={source} onRead={applyDraft} />}
              <EditCard title={t("form.basics")} description={t("form.basicsText")}>
                <Stack gap="md">
                  <TextInput
                    label={t("form.title")}
                    placeholder={t("form.titlePlaceholder")}
                    required
                    maxLength={120}
                    {...form.getInputProps("title")}
                  />
                  <Textarea
                    {...markProps(fromPdf, t("form.summary"), SUMMARY_PATH)}
                    placeholder={t("form.summaryPlaceholder")}
                    autosize
                    minRows={3}
                    maxRows={12}
                    maxLength={2000}
                    {...form.getInputProps("summary")}
                  />
                  {primaryLocked ? (
                    <Stack gap={4} align="flex-start">
                      <Badge color="stint" variant="light" leftSection={<IconStar size={12} aria-hidden />}>
                        {t("primaryCv")}
                      </Badge>
                      <Text size="sm" c="dimmed">
                        {first ? t("form.firstPrimary") : t("form.isPrimary")}
                      </Text>
                    </Stack>
                  ) : (
                    <Switch
                      label={t("form.makePrimary")}
                      description={t("form.makePrimaryText")}
                      {...form.getInputProps("isPrimary", { type: "checkbox" })}
                    />
                  )}
                </Stack>
              </EditCard>

              <EditCard title={t("form.education")} description={t("form.reorder")}>
                <EducationFields form={form} />
              </EditCard>

              <EditCard title={t("form.experience")} description={t("form.reorder")}>
                <ExperienceFields form={form} />
              </EditCard>

              <EditCard title={t("form.skills")} description={t("form.skillsText")}>
                <SkillPicker
                  label={t("form.skills")}
                  levelLabel={t("form.yourLevel")}
                  value={values.skills}
                  onChange={(next) => form.setFieldValue("skills", next)}
                  error={form.errors.skills}
                  rowError={skillRowError}
                  rowNote={(_ref, index) => fromPdf(`skills.${index}`) && <FromPdfBadge />}
                />
              </EditCard>

              <EditCard title={t("form.languages")}>
                <LanguageFields
                  form={form}
                  levelLabel={t("form.yourLevel")}
                  emptyText={t("form.noLanguage")}
                  markLabel={(label, path) => markedLabel(fromPdf, label, path)}
                />
              </EditCard>

              <EditCard title={t("form.wishes")} description={t("form.wishesText")}>
                <PreferenceFields form={form} />
              </EditCard>

              <EditCard title={t("form.availability")} description={t("form.availabilityText")}>
                <AvailabilityFields form={form} />
              </EditCard>

              <EditCard title={t("form.pdf")} description={t("form.pdfText")}>
                <CvFileField form={form} />
              </EditCard>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CvChecklist values={values} />
          </Grid.Col>
        </Grid>
      </PdfMarksProvider>
      <FormActionBar
        dirty={apiForm.dirty}
        errorCount={Object.keys(form.errors).length}
        cancelTo={cv ? paths.cvDetail({ id: cv.id }) : paths.cvList()}
        idleMessage={cv ? t("form.noChanges") : t("form.titleEnough")}
      >
        <Button type="submit" loading={apiForm.saving}>
          {cv ? t("form.saveChanges") : t("form.save")}
        </Button>
      </FormActionBar>
    </ApiFormShell>
  );
}
