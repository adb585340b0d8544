import { Alert, Button, Group, Text } from "@mantine/core";
import { IconMailExclamation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { useResendConfirmation } from "../api/email-confirmation.ts";

/**
 * Above every signed-in screen of an account that must confirm its email (decision 023): what it cannot do yet,
 * and a button that mails the link again (rate-limited by the server, whose message is shown).
 */
export function EmailConfirmationBanner({ email }: { email: string }) {
  const { t } = useTranslation("accounts");
  const { error } = useMessages();
  const resend = useResendConfirmation();
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconMailExclamation aria-hidden />}
      title={t("confirmBanner.title")}
      mb="lg"
      role="region"
    >
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {t("confirmBanner.text", { email })}
      </Text>
      <Group gap="sm" mt="sm" wrap="wrap">
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t("confirmBanner.resend")}
        </Button>
        <Text size="sm" role="status" c={resend.isError ? "red.8" : undefined}>
          {resend.isSuccess && t("confirmBanner.sent", { email: resend.data.sentTo })}
          {resend.isError && error(resend.error)}
        </Text>
      </Group>
    </Alert>
  );
}
