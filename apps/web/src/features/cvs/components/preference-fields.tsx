import { Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MAX_PREFERRED_PLACES, MAX_RADIUS_KM } from "@stint/shared/cvs";
import { JOB_TYPE_LABELS, JOB_TYPES, WORK_MODE_LABELS, WORK_MODES } from "@stint/shared/jobs";
import type { CvFormValues } from "./cv-form-values.ts";
import { PreferredPlacesInput } from "./preferred-places-input.tsx";

/** The first error of a list or of any of its items ("preferredPlaces.2"), shown under the list's input. */
function listError(errors: Record<string, unknown>, list: string) {
  const found = Object.entries(errors).find(([path]) => path === list || path.startsWith(`${list}.`));
  return found?.[1] as string | undefined;
}

const CHOICES = [
  {
    field: "desiredTypes",
    label: "Job types",
    description: "Leave empty if any type is fine.",
    options: JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] })),
  },
  {
    field: "desiredWorkModes",
    label: "Work modes",
    description: "Leave empty if any mode is fine.",
    options: WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] })),
  },
] as const;

/** What the student is looking for: job types, work modes, where, and how far they would go. */
export function PreferenceFields({ form }: { form: UseFormReturnType<CvFormValues> }) {
  const dataPath = (path: string) => ({
    "data-path": (form.getInputProps(path) as unknown as Record<string, unknown>)["data-path"] as string,
  });
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
        {CHOICES.map((choice) => (
          <Checkbox.Group
            key={choice.field}
            size="md"
            label={choice.label}
            description={choice.description}
            {...form.getInputProps(choice.field)}
            error={listError(form.errors, choice.field)}
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
        label="Preferred places"
        description={`Up to ${MAX_PREFERRED_PLACES} cities where you would like to work.`}
        value={form.values.preferredPlaces}
        onChange={(places) => form.setFieldValue("preferredPlaces", places)}
        max={MAX_PREFERRED_PLACES}
        error={listError(form.errors, "preferredPlaces")}
        inputProps={dataPath("preferredPlaces")}
      />
      <Group gap="xl" align="flex-end" wrap="wrap">
        <NumberInput
          size="md"
          label="Distance (km)"
          required
          description="How far from those places you would travel."
          inputWrapperOrder={["label", "input", "description", "error"]}
          min={0}
          max={MAX_RADIUS_KM}
          step={5}
          w={{ base: "100%", xs: 300 }}
          {...form.getInputProps("radiusKm")}
        />
        <Switch
          label="Willing to relocate"
          description="Jobs further away are shown too."
          mb={{ base: 0, xs: 26 }}
          {...form.getInputProps("willingToRelocate", { type: "checkbox" })}
        />
      </Group>
    </Stack>
  );
}
