import { Anchor, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { finishAccountSchema, type FinishAccount, type Role } from "@stint/shared/account";
import type { Place } from "@stint/shared/place";
import { IconBuildingSkyscraper, IconSchool } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { AuthPage } from "../../components/auth-page.tsx";
import { meQueryKey, useMe } from "../../features/accounts/api/get-me.ts";
import { finishAccount } from "../../features/accounts/api/finish-account.ts";
import { useSignOut } from "../../features/accounts/api/sign-out.ts";
import {
  companyProfileToPayload,
  emptyCompanyProfile,
  emptyStudies,
  studiesToPayload,
  type CompanyProfileValues,
  type StudiesValues,
} from "../../features/accounts/components/account-form-values.ts";
import { CompanyProfileFields } from "../../features/accounts/components/company-profile-fields.tsx";
import { FormSection } from "../../features/accounts/components/form-section.tsx";
import { StudiesFields } from "../../features/accounts/components/studies-fields.tsx";
import { AddressInput } from "../../features/places/components/address-input.tsx";
import { ApiFormShell } from "../../lib/api-form-shell.tsx";
import { useApiForm } from "../../lib/use-api-form.ts";
import classes from "./choose-sign-up-role.module.css";

type Values = StudiesValues & CompanyProfileValues & { role: Role | null; name: string; address: Place | null };

function toPayload(values: Values): FinishAccount {
  const base = { name: values.name.trim(), address: values.address };
  return values.role === "company"
    ? { role: "company", ...base, ...companyProfileToPayload(values) }
    : // An unchosen role fails validation on `role`; the student shape is only a placeholder for the schema.
      ({ role: values.role ?? undefined, ...base, ...studiesToPayload(values) } as FinishAccount);
}

/**
 * Shown by the guard instead of the app when the signed-in user has no student or company account (seed §4:
 * role null). They choose a role and fill the account; the app then opens where they were going.
 */
export function FinishAccountRoute() {
  const me = useMe();
  const queryClient = useQueryClient();
  const signOut = useSignOut();

  const apiForm = useApiForm({
    initialValues: {
      role: null,
      name: "",
      address: null,
      ...emptyStudies,
      ...emptyCompanyProfile,
    } as Values,
    schema: finishAccountSchema,
    toPayload,
    validate: (values) => (values.role ? {} : { role: "Choose whether you are a student or a company." }),
    submit: finishAccount,
    onSuccess: (next) => {
      notifications.show({ color: "teal", title: "Your account is ready", message: "Welcome to Stint!" });
      queryClient.setQueryData(meQueryKey, next);
    },
  });
  const { form } = apiForm;
  const role = form.values.role;

  return (
    <AuthPage
      title="Finish setting up your account"
      subtitle={
        <>
          You are signed in as <strong>{me?.user.email}</strong>, but there is no student or company account for this
          address yet. Tell us who you are to continue.
        </>
      }
      width={680}
      footer={
        <>
          Not you?{" "}
          <Anchor component="button" type="button" fw={600} onClick={() => signOut.mutate()}>
            Sign out
          </Anchor>
        </>
      }
    >
      <ApiFormShell apiForm={apiForm} label="Finish your account" errorTitle="Could not set up your account">
        <Radio.Group
          label="I am…"
          required
          {...form.getInputProps("role")}
          value={role ?? ""}
          onChange={(value) => form.setFieldValue("role", value as Role)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
            {(
              [
                { value: "student", label: "A student", icon: IconSchool, text: "Looking for internships and jobs" },
                {
                  value: "company",
                  label: "A company",
                  icon: IconBuildingSkyscraper,
                  text: "Hiring students and graduates",
                },
              ] as const
            ).map((option) => (
              <Radio.Card key={option.value} value={option.value} className={classes.choice} radius="lg">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Group gap={6}>
                      <option.icon size={18} aria-hidden />
                      <Text fw={600}>{option.label}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {option.text}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        {role && (
          <>
            <FormSection title={role === "student" ? "About you" : "About the company"}>
              <Stack gap="md">
                <TextInput
                  label={role === "student" ? "Full name" : "Company name"}
                  autoComplete={role === "student" ? "name" : "organization"}
                  required
                  maxLength={120}
                  {...form.getInputProps("name")}
                />
                <AddressInput
                  description={role === "student" ? "Where you live now" : "Where the company is based"}
                  {...form.getInputProps("address")}
                />
              </Stack>
            </FormSection>
            {role === "student" ? (
              <FormSection title="Your studies" optional>
                <StudiesFields form={form} />
              </FormSection>
            ) : (
              <FormSection title="Company profile" optional>
                <CompanyProfileFields form={form} />
              </FormSection>
            )}
          </>
        )}

        <Button type="submit" size="md" fullWidth mt="xl" loading={apiForm.saving}>
          Continue
        </Button>
      </ApiFormShell>
    </AuthPage>
  );
}
