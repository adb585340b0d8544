import { Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MAX_PREFERRED_PLACES, MAX_RADIUS_KM } from "@stint/shared/cvs";
import { JOB_TYPES, WORK_MODES } from "@stint/shared/jobs";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { useMessages } from "../../../i18n/messages.ts";
import type { CvFormValues } from "./cv-form-values.ts";
import { PreferredPlacesInput } from "./preferred-places-input.tsx";

/** The first error of a list or of any of its items ("preferredPlaces.2"), shown under the list's input. */
function listError(errors: Record<string, unknown>, list: string) {
  const found = Object.entries(errors).find(([path]) => path === list || path.startsWith(`${list}.`));
  return found?.[1] as string | undefined;
}

const PLACES = "preferredPlaces";

/** What the student is looking for: job types, work modes, where, and how far they would go. */
export function PreferenceFields({ form }: { form: UseFormReturnType<CvFormValues> }) {
  const { t } = useTranslation("cvs");
  const labels = useLabels();
  const { field } = useMessages();
  // A list's error comes as the schema wrote it (English): shown in the page's language.
  const errorOf = (list: string) => {
    const message = listError(form.errors, list);
    return message === undefined ? undefined : field(message);
  };
  const choices = [
    {
      field: "desiredTypes",
      label: t("fields.jobTypes"),
      description: t("fields.anyType"),
      options: JOB_TYPES.map((type) => ({ value: type, label: labels.jobType(type) })),
    },
    {
      field: "desiredWorkModes",
      label: t("fields.workModes"),
      description: t("fields.anyMode"),
      options: WORK_MODES.map((mode) => ({ value: mode, label: labels.workMode(mode) })),
    },
  ] as const;
  const dataPath = (path: string) => ({
    "data-path": (form.getInputProps(path) as unknown as Record<string, unknown>)["data-path"] as string,
  });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
        {choices.map((choice) => (
          <Checkbox.Group
            key={choice.field}
            size="md"
            label={choice.label}
            description={choice.description}
            {...form.getInputProps(choice.field)}
            error={errorOf(choice.field)}
          >
            <Stack gap="xs" mt="xs">
              {choice.options.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Checkbox.Group>
        ))}
      </SimpleGrid>
      <PreferredPlacesInput
        label={t("fields.places")}
        description={t("fields.placesText", { count: MAX_PREFERRED_PLACES })}
        value={form.values.preferredPlaces}
        onChange={(places) => form.setFieldValue("preferredPlaces", places)}
        max={MAX_PREFERRED_PLACES}
        error={errorOf(PLACES)}
        inputProps={dataPath(PLACES)}
      />
      <Group gap="xl" align="flex-end" wrap="wrap">
        <NumberInput
          size="md"
          label={t("fields.distance")}
          required
          description={t("fields.distanceText")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          min={0}
          max={MAX_RADIUS_KM}
          step={5}
          w={{ base: "100%", xs: 300 }}
          {...form.getInputProps("radiusKm")}
        />
        <Switch
          label={t("fields.relocate")}
          description={t("fields.relocateText")}
          mb={{ base: 0, xs: 26 }}
          {...form.getInputProps("willingToRelocate", { type: "checkbox" })}
        />
      </Group>
    </Stack>
  );
}
