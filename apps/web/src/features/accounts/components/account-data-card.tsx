import { Alert, Anchor, Button, Card, Group, List, Modal, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconDownload, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useTranslation } from "react-i18next";
import { z } from "zod";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { deleteAccount } from "../api/delete-account.ts";
import { exportAccountUrl } from "../api/export-account.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { markSignedOutOnPurpose } from "../session-end.ts";

const confirmSchema = z.object({ password: z.string().min(1, "Enter your password to confirm.") });

function DeleteAccountForm({ onCancel, what }: { onCancel: () => void; what: string }) {
  const { t } = useTranslation("accounts");
  const queryClient = useQueryClient();
  const apiForm = useApiForm({
    initialValues: { password: "" },
    schema: confirmSchema,
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
        <PasswordInput
          label={t("data.password")}
          description={t("security.reallyYou")}
          autoComplete="current-password"
          data-autofocus
          required
          {...apiForm.form.getInputProps("password")}
        />
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

/** Download my data and Delete account (PRODUCT §1): on both account detail screens. */
export function AccountDataCard({ role }: { role: "student" | "company" }) {
  const { t } = useTranslation("accounts");
  const [opened, modal] = useDisclosure(false);
  const what = t("data.removesWhat", { role });

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
        <DeleteAccountForm onCancel={modal.close} what={what} />
      </Modal>
    </Card>
  );
}
