import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMail, IconMailForward } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { formatTime } from "../../../lib/format.ts";
import { useCancelEmailChange, useEmailChange } from "../api/email-change.ts";
import { ChangeEmailForm } from "./change-email-form.tsx";
import { SettingRow } from "./setting-row.tsx";

/** The sign-in email, "Change email", and while a change waits for its link, where the link went. */
export function SignInEmailSetting({ email }: { email: string }) {
  const { t } = useTranslation("accounts");
  const [opened, modal] = useDisclosure(false);
  const change = useEmailChange();
  const cancel = useCancelEmailChange();
  const pending = change.data?.pending ?? null;

  return (
    <Stack gap="sm">
      <SettingRow
        title={t("security.email")}
        description={
          <Text span size="sm" c="dark" style={{ overflowWrap: "anywhere" }}>
            {email}
          </Text>
        }
        action={
          <Button variant="default" leftSection={<IconMail size={16} aria-hidden />} onClick={modal.open}>
            {t("security.changeEmail")}
          </Button>
        }
      />
      {pending && (
        <Alert
          variant="light"
          color="blue"
          icon={<IconMailForward aria-hidden />}
          title={t("security.checkInbox")}
          role="status"
          aria-live="polite"
        >
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            <Trans
              t={t}
              i18nKey="security.pendingText"
              values={{ email: pending.newEmail, time: formatTime(new Date(pending.expiresAt)) }}
              components={{ strong: <Text span fw={600} size="sm" /> }}
            />
          </Text>
          <Group gap="xs" mt="sm">
            <Button size="xs" variant="default" onClick={modal.open}>
              {t("security.otherAddress")}
            </Button>
            <Button size="xs" variant="light" color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t("security.cancelChange")}
            </Button>
          </Group>
        </Alert>
      )}
      <Modal
        opened={opened}
        onClose={modal.close}
        title={<Text fw={700}>{t("security.changeEmailTitle")}</Text>}
        centered
        size="md"
      >
        <ChangeEmailForm currentEmail={email} onClose={modal.close} />
      </Modal>
    </Stack>
  );
}
