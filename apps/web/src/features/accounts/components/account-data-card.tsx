import { Alert, Anchor, Button, Card, Group, List, Modal, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconDownload, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { deleteAccount } from "../api/delete-account.ts";
import { exportAccountUrl } from "../api/export-account.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { markSignedOutOnPurpose } from "../session-end.ts";

const confirmSchema = z.object({ password: z.string().min(1, "Enter your password to confirm.") });

function DeleteAccountForm({ onCancel, what }: { onCancel: () => void; what: string }) {
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
        title: "Account deleted",
        message: "Your account and its data are gone. Thank you for using Stint.",
      });
    },
  });

  return (
    <ApiFormShell apiForm={apiForm} label="Delete account" errorTitle="The account was not deleted">
      <Stack gap="md">
        <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden />} title="This cannot be undone">
          <Text size="sm">Deleting removes, for good:</Text>
          <List size="sm" mt={4}>
            <List.Item>{what}</List.Item>
            <List.Item>your sign-in and every session on every device</List.Item>
          </List>
        </Alert>
        <Text size="sm">
          Want a copy first?{" "}
          <Anchor href={exportAccountUrl} download underline="always">
            Download your data
          </Anchor>
          .
        </Text>
        <PasswordInput
          label="Your password"
          description="To make sure it is really you."
          autoComplete="current-password"
          data-autofocus
          required
          {...apiForm.form.getInputProps("password")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" leftSection={<IconTrash size={16} aria-hidden />} loading={apiForm.saving}>
            Delete my account
          </Button>
        </Group>
      </Stack>
    </ApiFormShell>
  );
}

/** Download my data and Delete account (PRODUCT §1): on both account detail screens. */
export function AccountDataCard({ role }: { role: "student" | "company" }) {
  const [opened, modal] = useDisclosure(false);
  const what =
    role === "student"
      ? "your profile, studies, links and settings"
      : "the company profile and everything the company has posted";
  // What GET /api/me/export holds (accountExportSchema in @stint/shared), in the user's words.
  const contents =
    role === "student"
      ? "your profile, CVs, files, applications and their history, invitations, matches, ratings, placement rounds, notifications, settings, sessions and sign-in email changes"
      : "your company profile, jobs, files, applications and their history, invitations, matches, saved filters, ratings, placement rounds, notifications, settings, sessions and sign-in email changes";

  return (
    <Card>
      <Title order={2} fz="lg" mb={4}>
        Your data
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Take a copy of everything Stint stores about you, or leave Stint for good.
      </Text>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Text fw={600} size="sm">
              Download my data
            </Text>
            <Text size="xs" c="dimmed">
              A JSON file with {contents}. Never your password.
            </Text>
          </div>
          <Button
            component="a"
            href={exportAccountUrl}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download my data
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
              Delete account
            </Text>
            <Text size="xs" c="dimmed">
              Removes the account and its data. This cannot be undone.
            </Text>
          </div>
          <Button variant="outline" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={modal.open}>
            Delete account
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={opened}
        onClose={modal.close}
        title={<Text fw={700}>Delete your account?</Text>}
        centered
        size="md"
      >
        <DeleteAccountForm onCancel={modal.close} what={what} />
      </Modal>
    </Card>
  );
}
