import { Badge, Button, Grid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { cvCreateSchema, type Cv, type CvCreate, type CvPatch } from "@stint/shared/cvs";
import { IconStar } from "@tabler/icons-react";
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

type Props = {
  /** The CV being edited; none when creating. */
  cv?: Cv;
  /** Creating the student's first CV, which is primary whatever the switch says. */
  first?: boolean;
};

/**
 * The one CV form, for creating and editing: the shared schema checks every field before anything is sent,
 * server errors land beside their row's input, and editing sends only the changed fields. Nothing typed is
 * lost on an error.
 */
export function CvForm({ cv, first = false }: Props) {
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
        notifications.show({ color: "gray", message: "Nothing to save: you have not changed anything yet." });
        return;
      }
      notifications.show(
        cv
          ? { color: "teal", title: "Changes saved", message: `“${saved.title}” is up to date.` }
          : {
              color: "teal",
              title: "CV saved",
              message: saved.isPrimary
                ? "It is your primary CV: Stint matches jobs against it."
                : "You can make it your primary CV at any time.",
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

  return (
    <ApiFormShell apiForm={apiForm} label={cv ? "Edit the CV" : "Create a CV"} errorTitle="The CV was not saved">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <EditCard title="Basics" description="The title is for you and for companies: what is this CV for?">
              <Stack gap="md">
                <TextInput
                  label="CV title"
                  placeholder="e.g. Software engineering internships"
                  required
                  maxLength={120}
                  {...form.getInputProps("title")}
                />
                <Textarea
                  label="Summary"
                  placeholder="Who you are, what you are good at and what you are looking for, in a few sentences."
                  autosize
                  minRows={3}
                  maxRows={12}
                  maxLength={2000}
                  {...form.getInputProps("summary")}
                />
                {primaryLocked ? (
                  <Stack gap={4} align="flex-start">
                    <Badge color="stint" variant="light" leftSection={<IconStar size={12} aria-hidden />}>
                      Primary CV
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {first
                        ? "Your first CV is your primary one: Stint matches jobs against it."
                        : "Stint matches jobs against this CV. To change that, make another CV primary."}
                    </Text>
                  </Stack>
                ) : (
                  <Switch
                    label="Make this my primary CV"
                    description="Stint matches jobs against your primary CV, and it is the one companies see first."
                    {...form.getInputProps("isPrimary", { type: "checkbox" })}
                  />
                )}
              </Stack>
            </EditCard>

            <EditCard title="Education" description="Most recent first; use the arrows to reorder.">
              <EducationFields form={form} />
            </EditCard>

            <EditCard title="Experience" description="Most recent first; use the arrows to reorder.">
              <ExperienceFields form={form} />
            </EditCard>

            <EditCard
              title="Skills"
              description="Choose from the list and say how good you are, 1 (beginner) to 5 (expert)."
            >
              <SkillPicker
                label="Skills"
                levelLabel="Your level"
                value={values.skills}
                onChange={(next) => form.setFieldValue("skills", next)}
                error={form.errors.skills}
                rowError={skillRowError}
              />
            </EditCard>

            <EditCard title="Languages">
              <LanguageFields
                form={form}
                levelLabel="Your level"
                emptyText="No language yet. Add the languages you speak, e.g. English at C1."
              />
            </EditCard>

            <EditCard title="What you are looking for" description="Jobs that fit these rank higher for you.">
              <PreferenceFields form={form} />
            </EditCard>

            <EditCard title="Availability" description="When you could start, and until when (for internships).">
              <AvailabilityFields form={form} />
            </EditCard>

            <EditCard title="PDF" description="Attach your designed CV; companies can download it with this one.">
              <CvFileField form={form} />
            </EditCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CvChecklist values={values} />
        </Grid.Col>
      </Grid>
      <FormActionBar
        dirty={apiForm.dirty}
        errorCount={Object.keys(form.errors).length}
        cancelTo={cv ? paths.cvDetail({ id: cv.id }) : paths.cvList()}
        idleMessage={cv ? "No changes yet." : "A title is enough to start; add the rest when you like."}
      >
        <Button type="submit" loading={apiForm.saving}>
          {cv ? "Save changes" : "Save CV"}
        </Button>
      </FormActionBar>
    </ApiFormShell>
  );
}
