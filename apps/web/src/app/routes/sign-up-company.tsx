import { Anchor, Button, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { companySignUpSchema, type CompanySignUp } from "@stint/shared/account";
import { PASSWORD_MIN } from "@stint/shared/password";
import type { Place } from "@stint/shared/place";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { AuthPage } from "../../components/auth-page.tsx";
import { paths } from "../../config/paths.ts";
import { meQueryKey } from "../../features/accounts/api/get-me.ts";
import { signUpCompany } from "../../features/accounts/api/sign-up.ts";
import {
  companyProfileToPayload,
  emptyCompanyProfile,
  type CompanyProfileValues,
} from "../../features/accounts/components/account-form-values.ts";
import { CompanyProfileFields } from "../../features/accounts/components/company-profile-fields.tsx";
import { FormSection } from "../../features/accounts/components/form-section.tsx";
import { clearSignedOutOnPurpose } from "../../features/accounts/session-end.ts";
import { AddressInput } from "../../features/places/components/address-input.tsx";
import { ApiFormShell } from "../../lib/api-form-shell.tsx";
import { useApiForm } from "../../lib/use-api-form.ts";

type Values = CompanyProfileValues & { name: string; email: string; password: string; address: Place | null };

/** Optional fields left empty are not sent at all. */
function toPayload(values: Values): CompanySignUp {
  const profile = Object.fromEntries(
    Object.entries(companyProfileToPayload(values)).filter(([, value]) => value !== null),
  );
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    password: values.password,
    ...(values.address ? { address: values.address } : {}),
    ...profile,
  };
}

export function SignUpCompanyRoute() {
  const queryClient = useQueryClient();
  const apiForm = useApiForm({
    initialValues: { name: "", email: "", password: "", address: null, ...emptyCompanyProfile } as Values,
    schema: companySignUpSchema,
    toPayload,
    submit: signUpCompany,
    onSuccess: (me) => {
      clearSignedOutOnPurpose();
      notifications.show({
        color: "teal",
        title: `Welcome to Stint, ${me.account?.name ?? "there"}!`,
        message:
          "Your company account is ready. Post your first job now: save it as a draft and publish when it is complete.",
        autoClose: 8000,
      });
      queryClient.setQueryData(meQueryKey, me);
    },
  });
  const { form } = apiForm;

  return (
    <AuthPage
      title="Create your company account"
      pageTitle="Company sign-up"
      subtitle="Post jobs and internships, see applicants ranked with a clear reason, and invite students who are open to offers."
      width={640}
      footer={
        <Stack gap={6} align="center">
          <span>
            Already have an account?{" "}
            <Anchor component={Link} to={paths.login} fw={600}>
              Sign in
            </Anchor>
          </span>
          <span>
            A student?{" "}
            <Anchor component={Link} to={paths.signUpStudent} fw={600}>
              Create a student account
            </Anchor>
          </span>
        </Stack>
      }
    >
      <ApiFormShell apiForm={apiForm} label="Company sign-up" errorTitle="Could not create the account">
        <FormSection title="Company and sign-in" first>
          <Stack gap="md">
            <TextInput
              label="Company name"
              autoComplete="organization"
              required
              maxLength={120}
              {...form.getInputProps("name")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                label="Work email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                {...form.getInputProps("email")}
              />
              <PasswordInput
                label="Password"
                description={`At least ${PASSWORD_MIN} characters`}
                inputWrapperOrder={["label", "input", "description", "error"]}
                autoComplete="new-password"
                required
                {...form.getInputProps("password")}
              />
            </SimpleGrid>
          </Stack>
        </FormSection>

        <FormSection title="Location" optional description="Where the company is based. Students see the distance.">
          <AddressInput {...form.getInputProps("address")} />
        </FormSection>

        <FormSection title="About the company" optional description="You can fill this in later from your account.">
          <CompanyProfileFields form={form} />
        </FormSection>

        <Button type="submit" size="md" fullWidth mt="xl" loading={apiForm.saving}>
          Create company account
        </Button>
      </ApiFormShell>
    </AuthPage>
  );
}
