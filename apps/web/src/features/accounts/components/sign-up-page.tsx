import { Anchor, Button, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { EMAIL_TAKEN_MESSAGE, type Me } from "@stint/shared/account";
import { PASSWORD_MIN } from "@stint/shared/password";
import type { Place } from "@stint/shared/place";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthPage } from "../../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { clearSignedOutOnPurpose } from "../session-end.ts";
import { AddressInput } from "../../places/components/address-input.tsx";
import { EmailTakenError } from "./email-taken-error.tsx";
import { FormSection } from "./form-section.tsx";

type SignUpValues<Profile> = Profile & { name: string; email: string; password: string; address: Place | null };

type Section = { title: string; description: string };

type Props<Profile extends Record<string, unknown>, Payload> = {
  /** The role's optional profile fields, their empty values and how they are sent. */
  emptyProfile: Profile;
  profileToPayload: (values: Profile) => Record<string, unknown>;
  schema: StandardSchemaV1;
  submit: (payload: Payload) => Promise<Me>;
  /** The notification shown once the account is created. */
  welcome: (me: Me) => { title: string; message: string };
  title: string;
  pageTitle: string;
  subtitle: string;
  /** The footer link to the other role's sign-up. */
  otherRole: { prompt: string; to: string; label: string };
  formLabel: string;
  errorTitle: string;
  accountSection: { title: string; nameLabel: string; nameAutoComplete: string; emailLabel: string };
  addressSection: Section;
  profileSection: Section & { fields: (form: UseFormReturnType<SignUpValues<Profile>>) => ReactNode };
  submitLabel: string;
};

/** Optional fields left empty are not sent at all. */
function toSignUpPayload<Profile extends Record<string, unknown>, Payload>(
  values: SignUpValues<Profile>,
  profileToPayload: (values: Profile) => Record<string, unknown>,
): Payload {
  const profile = Object.fromEntries(Object.entries(profileToPayload(values)).filter(([, value]) => value !== null));
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    password: values.password,
    ...(values.address ? { address: values.address } : {}),
    ...profile,
  } as Payload;
}

/** The sign-up screen of either role: account, address and the role's optional profile fields. */
export function SignUpPage<Profile extends Record<string, unknown>, Payload>({
  emptyProfile,
  profileToPayload,
  schema,
  submit,
  welcome,
  title,
  pageTitle,
  subtitle,
  otherRole,
  formLabel,
  errorTitle,
  accountSection,
  addressSection,
  profileSection,
  submitLabel,
}: Props<Profile, Payload>) {
  const { t } = useTranslation("auth");
  const messages = useMessages();
  const queryClient = useQueryClient();
  const apiForm = useApiForm<SignUpValues<Profile>, Payload, Me>({
    initialValues: { name: "", email: "", password: "", address: null, ...emptyProfile },
    schema,
    toPayload: (values) => toSignUpPayload<Profile, Payload>(values, profileToPayload),
    submit,
    onSuccess: (me) => {
      clearSignedOutOnPurpose();
      notifications.show({ color: "teal", ...welcome(me), autoClose: 8000 });
      // The public-only layout sees the session and sends the new account on.
      queryClient.setQueryData(meQueryKey, me);
    },
  });
  const { form } = apiForm;

  return (
    <AuthPage
      title={title}
      pageTitle={pageTitle}
      subtitle={subtitle}
      width={640}
      footer={
        <Stack gap={6} align="center">
          <span>
            <Trans
              t={t}
              i18nKey="haveAccount"
              components={{ to: <Anchor component={Link} to={paths.login()} fw={600} /> }}
            />
          </span>
          <span>
            <Trans
              t={t}
              i18nKey="signUp.otherRole"
              values={{ prompt: otherRole.prompt, label: otherRole.label }}
              components={{ to: <Anchor component={Link} to={otherRole.to} fw={600} /> }}
            />
          </span>
        </Stack>
      }
    >
      <ApiFormShell apiForm={apiForm} label={formLabel} errorTitle={errorTitle}>
        <FormSection title={accountSection.title} first>
          <Stack gap="md">
            <TextInput
              label={accountSection.nameLabel}
              autoComplete={accountSection.nameAutoComplete}
              required
              maxLength={120}
              {...form.getInputProps("name")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                label={accountSection.emailLabel}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                {...form.getInputProps("email")}
                error={
                  form.errors.email === EMAIL_TAKEN_MESSAGE ? (
                    <EmailTakenError email={form.values.email} />
                  ) : typeof form.errors.email === "string" ? (
                    messages.field(form.errors.email)
                  ) : (
                    form.errors.email
                  )
                }
              />
              <PasswordInput
                visibilityToggleButtonProps={{ "aria-label": t("common:passwordToggle") }}
                label={t("signUp.password")}
                description={t("signUp.passwordHint", { min: PASSWORD_MIN })}
                inputWrapperOrder={["label", "input", "description", "error"]}
                autoComplete="new-password"
                required
                {...form.getInputProps("password")}
              />
            </SimpleGrid>
          </Stack>
        </FormSection>

        <FormSection title={addressSection.title} optional description={addressSection.description}>
          <AddressInput {...form.getInputProps("address")} />
        </FormSection>

        <FormSection title={profileSection.title} optional description={profileSection.description}>
          {profileSection.fields(form)}
        </FormSection>

        <Button type="submit" size="md" fullWidth mt="xl" loading={apiForm.saving}>
          {submitLabel}
        </Button>
      </ApiFormShell>
    </AuthPage>
  );
}
