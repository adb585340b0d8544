import { Button, Card, Stack, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type OperatorGrant, type OperatorGrantAnswer, operatorGrantSchema } from "@stint/shared/admin-operators";
import type { OperatorPermission } from "@stint/shared/operators";
import { useTranslation } from "react-i18next";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { grantOperator } from "../api/admin-operators.ts";
import { PermissionChecks } from "./permission-checks.tsx";

type Values = { email: string; permissions: OperatorPermission[] };

/** Grant an address permissions: an operator's are replaced, a new address is invited by mail. */
export function GrantOperatorForm() {
  const { t } = useTranslation("adminOperators");
  const apiForm = useApiForm<Values, OperatorGrant, OperatorGrantAnswer>({
    initialValues: { email: "", permissions: [] },
    schema: operatorGrantSchema,
    submit: grantOperator,
    changes: "admin-operators.changed",
    onSuccess: (granted) => {
      apiForm.form.reset();
      notifications.show({
        color: "teal",
        title: t(granted.invited ? "granted.invitedTitle" : "granted.title"),
        message: t(granted.invited ? "granted.invitedText" : "granted.text", { email: granted.operator.email }),
      });
    },
  });
  const { form } = apiForm;
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="lg" mb="sm">
        {t("form.title")}
      </Title>
      <ApiFormShell apiForm={apiForm} label={t("form.title")} errorTitle={t("form.notSaved")}>
        <Stack gap="md">
          <TextInput
            label={t("form.email")}
            description={t("form.emailHint")}
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps("email")}
          />
          <PermissionChecks
            value={form.values.permissions}
            onChange={(permissions) => form.setFieldValue("permissions", permissions)}
            error={form.errors.permissions}
          />
          <Button type="submit" loading={apiForm.saving} style={{ alignSelf: "flex-start" }}>
            {t("form.submit")}
          </Button>
        </Stack>
      </ApiFormShell>
    </Card>
  );
}
