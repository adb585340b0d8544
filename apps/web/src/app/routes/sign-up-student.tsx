import { Anchor, Button, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { PASSWORD_MIN } from "@stint/shared/password";
import { studentSignUpSchema, type StudentSignUp } from "@stint/shared/account";
import type { Place } from "@stint/shared/place";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { AuthPage } from "../../components/auth-page.tsx";
import { paths } from "../../config/paths.ts";
import { meQueryKey } from "../../features/accounts/api/get-me.ts";
import { signUpStudent } from "../../features/accounts/api/sign-up.ts";
import {
  emptyStudies,
  studiesToPayload,
  type StudiesValues,
} from "../../features/accounts/components/account-form-values.ts";
import { FormSection } from "../../features/accounts/components/form-section.tsx";
import { StudiesFields } from "../../features/accounts/components/studies-fields.tsx";
import { clearSignedOutOnPurpose } from "../../features/accounts/session-end.ts";
import { AddressInput } from "../../features/places/components/address-input.tsx";
import { ApiFormShell } from "../../lib/api-form-shell.tsx";
import { useApiForm } from "../../lib/use-api-form.ts";

type Values = StudiesValues & { name: string; email: string; password: string; address: Place | null };

/** Optional fields left empty are not sent at all. */
function toPayload(values: Values): StudentSignUp {
  const studies = Object.fromEntries(Object.entries(studiesToPayload(values)).filter(([, value]) => value !== null));
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    password: values.password,
    ...(values.address ? { address: values.address } : {}),
    ...studies,
  };
}

export function SignUpStudentRoute() {
  const queryClient = useQueryClient();
  const apiForm = useApiForm({
    initialValues: { name: "", email: "", password: "", address: null, ...emptyStudies } as Values,
    schema: studentSignUpSchema,
    toPayload,
    submit: signUpStudent,
    onSuccess: (me) => {
      clearSignedOutOnPurpose();
      notifications.show({
        color: "teal",
        title: `Welcome to Stint, ${me.account?.name.split(" ")[0] ?? "there"}!`,
        message: "Your student account is ready. Complete your profile so companies can find you.",
        autoClose: 8000,
      });
      // The public-only layout sees the session and sends the new student on.
      queryClient.setQueryData(meQueryKey, me);
    },
  });
  const { form } = apiForm;

  return (
    <AuthPage
      title="Create your student account"
      pageTitle="Student sign-up"
      subtitle="Keep your CVs in one place, see how well you match each job, and apply in a click."
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
            Hiring?{" "}
            <Anchor component={Link} to={paths.signUpCompany} fw={600}>
              Create a company account
            </Anchor>
          </span>
        </Stack>
      }
    >
      <ApiFormShell apiForm={apiForm} label="Student sign-up" errorTitle="Could not create your account">
        <FormSection title="Your account" first>
          <Stack gap="md">
            <TextInput label="Full name" autoComplete="name" required maxLength={120} {...form.getInputProps("name")} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                label="Email"
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

        <FormSection title="Where you live" optional description="Used to show how far jobs are from you.">
          <AddressInput {...form.getInputProps("address")} />
        </FormSection>

        <FormSection title="Your studies" optional description="Companies filter by these; you can add them later.">
          <StudiesFields form={form} />
        </FormSection>

        <Button type="submit" size="md" fullWidth mt="xl" loading={apiForm.saving}>
          Create student account
        </Button>
      </ApiFormShell>
    </AuthPage>
  );
}
