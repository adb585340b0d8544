import { Alert, Button, Loader, Stack } from "@mantine/core";
import { EMAIL_CONFIRMATION_LINK_ERRORS } from "@stint/shared/email-confirmation";
import { IconAlertCircle, IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { AuthPage } from "../../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { isApiError } from "../../../lib/api-client.ts";
import { useMe } from "../api/get-me.ts";
import { useConfirmAccount } from "../api/email-confirmation.ts";

const PAGE_TITLE = "Confirm your email";

/** What a refused link means, in the user's words, by the API's code. */
function refusal(error: Error): { title: string; text: string } {
  if (isApiError(error) && error.code === EMAIL_CONFIRMATION_LINK_ERRORS.expired) {
    return {
      title: "This link has expired",
      text: "Sign in and choose “Send the link again” in the banner at the top of the page.",
    };
  }
  if (isApiError(error) && error.code === EMAIL_CONFIRMATION_LINK_ERRORS.unknown) {
    return {
      title: "This link does not work",
      text: "It was used already, or a newer link replaced it. Sign in: if the banner is gone, your email is confirmed.",
    };
  }
  return { title: "Your email was not confirmed", text: error.message };
}

/**
 * `/confirm-account?token=…`, the link mailed to an account that must confirm its email: opening it confirms at
 * once (once: a second run of the effect must not spend the link), then says so, or says why it did not work.
 */
export function ConfirmAccountPage({ token }: { token: string }) {
  const me = useMe();
  const confirm = useConfirmAccount();
  const { mutate } = confirm;
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const next = (
    <Button component={Link} to={me?.role ? paths.dashboard() : paths.login()}>
      {me?.role ? "Go to your dashboard" : "Sign in"}
    </Button>
  );

  if (!token) {
    return (
      <AuthPage title="This link is incomplete" pageTitle={PAGE_TITLE}>
        <Alert variant="light" color="orange" icon={<IconLinkOff aria-hidden />} title="No code in the link">
          Open the link from the email again, or copy the whole address into your browser.
        </Alert>
      </AuthPage>
    );
  }
  if (confirm.isError) {
    const outcome = refusal(confirm.error);
    return (
      <AuthPage title={outcome.title} pageTitle={PAGE_TITLE}>
        <Stack gap="md">
          <Alert variant="light" color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
            {outcome.text}
          </Alert>
          {next}
        </Stack>
      </AuthPage>
    );
  }
  if (confirm.data) {
    return (
      <AuthPage title="Your email is confirmed" pageTitle={PAGE_TITLE}>
        <Stack gap="md">
          <Alert variant="light" color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            Thank you. You can now apply, invite and rate.
          </Alert>
          {next}
        </Stack>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Confirming your email" pageTitle={PAGE_TITLE}>
      <Stack align="center" py="md">
        <Loader aria-label="Confirming" />
      </Stack>
    </AuthPage>
  );
}
