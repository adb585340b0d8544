import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconDownload, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useTranslation } from "react-i18next";
import { z } from "zod";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { deleteAccount } from "../api/delete-account.ts";
import { signedInRecently, useSignInMethods } from "../api/sign-in-methods.ts";
import { ConfirmWithUniversity } from "./confirm-with-university.tsx";
import { exportAccountUrl } from "../api/export-account.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { markSignedOutOnPurpose } from "../session-end.ts";

const confirmSchema = z.object({ password: z.string().min(1, "Enter your password to confirm.") });
// An account without a password confirms by its recent sign-in, which the server checks.
const recentSignInSchema = z.object({ password: z.string() });

function DeleteAccountForm({
  onCancel,
  what,
  needsPassword,
}: {
  onCancel: () => void;
  what: string;
  needsPassword: boolean;
}) {
  const { t } = useTranslation("accounts");
  const queryClient = useQueryClient();
  const apiForm = useApiForm({
    initialValues: { password: "" },
    schema: needsPassword ? confirmSchema : recentSignInSchema,
    toPayload: (values) => (needsPassword ? { password: values.password } : {}),
    submit: deleteAccount,
    onSuccess: () => {
      markSignedOutOnPurpose();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      notifications.show({
        color: "gray",
        title: t("data.deletedTitle"),
        message: t("data.deletedText"),
      });
    },
  });

  return (
    <ApiFormShell apiForm={apiForm} label={t("data.delete")} errorTitle={t("data.deleteFailed")}>
      <Stack gap="md">
        <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden />} title={t("data.cannotUndo")}>
          <Text size="sm">{t("data.removes")}</Text>
          <List size="sm" mt={4}>
            <List.Item>{what}</List.Item>
            <List.Item>{t("data.removesSessions")}</List.Item>
          </List>
        </Alert>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="data.copyFirst"
            components={{ to: <Anchor href={exportAccountUrl} download underline="always" /> }}
          />
        </Text>
        {needsPassword && (
          <PasswordInput
            label={t("data.password")}
            description={t("security.reallyYou")}
            autoComplete="current-password"
            data-autofocus
            // The dialog may open before the sign-in methods arrive: the field then takes the focus as it appears.
            autoFocus
            required
            {...apiForm.form.getInputProps("password")}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("common:cancel")}
          </Button>
          <Button type="submit" color="red" leftSection={<IconTrash size={16} aria-hidden />} loading={apiForm.saving}>
            {t("data.deleteMine")}
          </Button>
        </Group>
      </Stack>
    </ApiFormShell>
  );
}

/**
 * The password for an account that has one; for one that signs in through a university only, a recent sign-in:
 * the form without a field while it is recent, else the way to sign in with the university again.
 */
function DeleteAccountConfirmation({ onCancel, what }: { onCancel: () => void; what: string }) {
  const { t } = useTranslation("accounts");
  const methods = useSignInMethods();
  if (methods.isPending) return <Loader size="sm" aria-label={t("recentSignIn.checking")} />;
  if (!methods.data || methods.data.password || signedInRecently(methods.data)) {
    return <DeleteAccountForm onCancel={onCancel} what={what} needsPassword={methods.data?.password ?? true} />;
  }
  return (
    <Stack gap="md">
      <ConfirmWithUniversity universities={methods.data.universities} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("common:cancel")}
        </Button>
      </Group>
    </Stack>
  );
}

/** Download my data and Delete account (PRODUCT §1): on both account detail screens. */
export function AccountDataCard({ role }: { role: "student" | "company" }) {
  const { t } = useTranslation("accounts");
  const [opened, modal] = useDisclosure(false);
  const what = t("data.removesWhat", { role });
  // Asked for with the screen, so that the dialog opens on its password field (focused) instead of on a loader.
  useSignInMethods();

  return (
    <Card>
      <Title order={2} fz="lg" mb={4}>
        {t("data.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("data.text")}
      </Text>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Text fw={600} size="sm">
              {t("data.download")}
            </Text>
            <Text size="xs" c="dimmed">
              {/* What GET /api/me/export holds (accountExportSchema in @stint/shared), in the user's words. */}
              {t("data.contents", { role })}
            </Text>
          </div>
          <Button
            component="a"
            href={exportAccountUrl}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t("data.download")}
          </Button>
        </Group>
        <Group
          justify="space-between"
          gap="sm"
          wrap="wrap"
          pt="sm"
          style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
        >
          <div>
            <Text fw={600} size="sm" c="red.9">
              {t("data.delete")}
            </Text>
            <Text size="xs" c="dimmed">
              {t("data.deleteText")}
            </Text>
          </div>
          <Button variant="outline" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={modal.open}>
            {t("data.delete")}
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={opened}
        onClose={modal.close}
        title={<Text fw={700}>{t("data.deleteQuestion")}</Text>}
        centered
        size="md"
      >
        <DeleteAccountConfirmation onCancel={modal.close} what={what} />
      </Modal>
    </Card>
  );
}
