import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { finishAccountSchema, type FinishAccount, type Role } from "@stint/shared/account";
import type { Place } from "@stint/shared/place";
import { IconBuildingSkyscraper, IconSchool } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { AddressInput } from "../../places/components/address-input.tsx";
import { finishAccount } from "../api/finish-account.ts";
import { useMe } from "../api/get-me.ts";
import {
  companyProfileToPayload,
  emptyCompanyProfile,
  emptyStudies,
  studiesToPayload,
  type CompanyProfileValues,
  type StudiesValues,
} from "./account-form-values.ts";
import { CompanyProfileFields } from "./company-profile-fields.tsx";
import { FormSection } from "./form-section.tsx";
import classes from "./role-choice.module.css";
import { StudiesFields } from "./studies-fields.tsx";

type Values = StudiesValues & CompanyProfileValues & { role: Role | null; name: string; address: Place | null };

function toPayload(values: Values): FinishAccount {
  const base = { name: values.name.trim(), address: values.address };
  return values.role === "company"
    ? { role: "company", ...base, ...companyProfileToPayload(values) }
    : // An unchosen role fails validation on `role`; the student shape is only a placeholder for the schema.
      ({ role: values.role ?? undefined, ...base, ...studiesToPayload(values) } as FinishAccount);
}

/**
 * The account a signed-in user without one fills in (seed §4: role null): a role, then that role's details. Once
 * saved, the session has the account and the app opens where the user was going.
 */
export function FinishAccountForm() {
  const { t } = useTranslation("accounts");
  const queryClient = useQueryClient();
  // An account that signs in through a university finishes as a student only (the server holds to it too).
  const allowedRoles: Role[] = useMe()?.finishRoles ?? ["student", "company"];
  const onlyRole = allowedRoles.length === 1 ? allowedRoles[0]! : null;

  const apiForm = useApiForm({
    initialValues: {
      role: onlyRole,
      name: "",
      address: null,
      ...emptyStudies,
      ...emptyCompanyProfile,
    } as Values,
    schema: finishAccountSchema,
    toPayload,
    validate: (values) => (values.role ? {} : { role: t("finish.chooseRole") }),
    submit: finishAccount,
    onSuccess: (next) => {
      notifications.show({ color: "teal", title: t("finish.readyTitle"), message: t("finish.readyText") });
      queryClient.setQueryData(meQueryKey, next);
    },
  });
  const { form } = apiForm;
  const role = form.values.role;
  const roleOptions = (
    [
      { value: "student", label: t("finish.student"), icon: IconSchool, text: t("finish.studentText") },
      { value: "company", label: t("finish.company"), icon: IconBuildingSkyscraper, text: t("finish.companyText") },
    ] as const
  ).filter((option) => allowedRoles.includes(option.value));

  return (
    <ApiFormShell apiForm={apiForm} label={t("finish.form")} errorTitle={t("finish.failed")}>
      <Radio.Group
        label={t("finish.iAm")}
        required
        {...form.getInputProps("role")}
        value={role ?? ""}
        onChange={(value) => form.setFieldValue("role", value as Role)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {roleOptions.map((option) => (
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
          <FormSection title={role === "student" ? t("finish.aboutYou") : t("company.about")}>
            <Stack gap="md">
              <TextInput
                label={role === "student" ? t("finish.fullName") : t("detail.companyName")}
                autoComplete={role === "student" ? "name" : "organization"}
                required
                maxLength={120}
                {...form.getInputProps("name")}
              />
              <AddressInput
                description={role === "student" ? t("finish.whereYouLive") : t("finish.whereCompany")}
                {...form.getInputProps("address")}
              />
            </Stack>
          </FormSection>
          {role === "student" ? (
            <FormSection title={t("finish.studies")} optional>
              <StudiesFields form={form} />
            </FormSection>
          ) : (
            <FormSection title={t("finish.companyProfile")} optional>
              <CompanyProfileFields form={form} />
            </FormSection>
          )}
        </>
      )}

      <Button type="submit" size="md" fullWidth mt="xl" loading={apiForm.saving}>
        {t("finish.continue")}
      </Button>
    </ApiFormShell>
  );
}
