import { Alert, Button, Group, Text } from "@mantine/core";
import { IconMailExclamation } from "@tabler/icons-react";
import { useResendConfirmation } from "../api/email-confirmation.ts";

/**
 * Above every signed-in screen of an account that must confirm its email (decision 023): what it cannot do yet,
 * and a button that mails the link again (rate-limited by the server, whose message is shown).
 */
export function EmailConfirmationBanner({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconMailExclamation aria-hidden />}
      title="Confirm your email to apply"
      mb="lg"
      role="region"
    >
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        We mailed a link to {email}. Until you open it you can set up your profile and CVs, but not apply, invite,
        publish jobs or rate.
      </Text>
      <Group gap="sm" mt="sm" wrap="wrap">
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          Send the link again
        </Button>
        <Text size="sm" role="status" c={resend.isError ? "red.8" : undefined}>
          {resend.isSuccess && `Sent to ${resend.data.sentTo}. The earlier link no longer works.`}
          {resend.isError && resend.error.message}
        </Text>
      </Group>
    </Alert>
  );
}
