import { Anchor, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { Account } from "@stint/shared/account";
import type { Place } from "@stint/shared/place";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { signInSecurityPath } from "@stint/shared/page-routes";
import { PageHeader } from "../../../components/page-header.tsx";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { AddressInput } from "../../places/components/address-input.tsx";
import { EditActions } from "./edit-actions.tsx";
import { EditCard } from "../../../components/edit-card.tsx";
import { useAccountEditForm } from "./use-account-edit-form.ts";
import { useRoleAccount, type RoleAccount } from "./use-role-account.ts";

type BasicsValues = { name: string; address: Place | null };

type FormProps<
  R extends Account["role"],
  Values extends BasicsValues & Record<string, unknown>,
  Payload extends Record<string, unknown>,
> = {
  schema: StandardSchemaV1;
  toValues: (account: RoleAccount<R>) => Values;
  toPayload: (values: Values) => Payload;
  /** The account screen: where saving and cancelling lead. */
  detailPath: string;
  /** The form's accessible name; the page heading too. */
  title: string;
  nameLabel: string;
  nameAutoComplete: string;
  addressDescription: string;
  /** The role's cards after "Basics". */
  children: (form: UseFormReturnType<Values>) => ReactNode;
};

type Props<
  R extends Account["role"],
  Values extends BasicsValues & Record<string, unknown>,
  Payload extends Record<string, unknown>,
> = FormProps<R, Values, Payload> & { role: R; pageTitle?: string };

function AccountEditForm<
  R extends Account["role"],
  Values extends BasicsValues & Record<string, unknown>,
  Payload extends Record<string, unknown>,
>({
  account,
  schema,
  toValues,
  toPayload,
  detailPath,
  title,
  nameLabel,
  nameAutoComplete,
  addressDescription,
  children,
}: FormProps<R, Values, Payload> & { account: RoleAccount<R> }) {
  const { t } = useTranslation("accounts");
  const apiForm = useAccountEditForm({ account, schema, toValues, toPayload, detailPath });
  const { form } = apiForm;
  const basics = form as unknown as UseFormReturnType<BasicsValues>;

  return (
    <ApiFormShell apiForm={apiForm} label={title} errorTitle={t("edit.notSaved")}>
      <Stack gap="lg">
        <EditCard title={t("edit.basics")}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                label={nameLabel}
                autoComplete={nameAutoComplete}
                required
                maxLength={120}
                {...basics.getInputProps("name")}
              />
              {/* Shown, not edited here: a new sign-in address needs the password and a confirmation link. */}
              <TextInput
                label={t("security.email")}
                description={
                  <Trans
                    t={t}
                    i18nKey="edit.emailHint"
                    components={{
                      to: (
                        <Anchor component={Link} to={signInSecurityPath(account.role)} size="xs" underline="always" />
                      ),
                    }}
                  />
                }
                value={account.emailAddress}
                readOnly
                variant="filled"
                // Below the input, so that it lines up with the name beside it.
                inputWrapperOrder={["label", "input", "description"]}
              />
            </SimpleGrid>
            <AddressInput description={addressDescription} {...basics.getInputProps("address")} />
          </Stack>
        </EditCard>
        {children(form)}
      </Stack>
      <EditActions cancelTo={detailPath} saving={apiForm.saving} dirty={apiForm.dirty} />
    </ApiFormShell>
  );
}

/** The account edit screen of either role: header, the shared "Basics" card, the role's cards and the actions. */
export function AccountEditPage<
  R extends Account["role"],
  Values extends BasicsValues & Record<string, unknown>,
  Payload extends Record<string, unknown>,
>({ role, pageTitle, ...formProps }: Props<R, Values, Payload>) {
  const { t } = useTranslation("accounts");
  const account = useRoleAccount(role);
  if (!account) return null;
  return (
    <>
      <PageHeader title={formProps.title} pageTitle={pageTitle} description={t("edit.onlyChanges")} />
      {/* The form keeps its own copy: a background refresh of the session never overwrites what is being typed. */}
      <AccountEditForm key={account.id} account={account} {...formProps} />
    </>
  );
}
