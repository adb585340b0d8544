import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { EMAIL_CHANGE_LINK_ERRORS } from "@stint/shared/account-security";
import { IconAlertCircle, IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { AuthPage } from "../../../components/auth-page.tsx";
import { paths, signInSecurityPath } from "@stint/shared/page-routes";
import { isApiError, type ApiError } from "../../../lib/api-client.ts";
import { useMe } from "../api/get-me.ts";
import { useConfirmEmailChange } from "../api/confirm-email-change.ts";

type Outcome = { title: string; text: ReactNode };

/** What a refused link means, in the user's words, by the API's code. */
function refusal(error: ApiError): Outcome {
  switch (error.code) {
    case EMAIL_CHANGE_LINK_ERRORS.used:
      return {
        title: "This link was already used",
        text: "Your sign-in email was changed with it. Sign in with the new address.",
      };
    case EMAIL_CHANGE_LINK_ERRORS.expired:
      return {
        title: "This link has expired",
        text: "Links work for one hour. Your sign-in email did not change: ask for a new link on your account page.",
      };
    case EMAIL_CHANGE_LINK_ERRORS.unknown:
      return {
        title: "This link does not work",
        text: "It may have been replaced by a newer one, or the change was cancelled. Open the latest mail, or ask again on your account page.",
      };
    default:
      return { title: "Your email was not changed", text: error.message };
  }
}

/**
 * `/confirm-email?token=…`, the link mailed to a new sign-in address: opening it confirms the change at once
 * (once: a second run of the effect must not spend the link), then says so, or says why the link did not work.
 */
export function ConfirmEmailChangePage({ token }: { token: string }) {
  const me = useMe();
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const next = me?.role ? (
    <Button component={Link} to={signInSecurityPath(me.role)}>
      Go to your account
    </Button>
  ) : (
    <Button component={Link} to={paths.login({ email: confirm.data?.emailAddress })}>
      Sign in
    </Button>
  );

  if (!token) {
    return (
      <AuthPage title="This link is incomplete" pageTitle="Confirm email">
        <Alert variant="light" color="orange" icon={<IconLinkOff aria-hidden />} title="No code in the link">
          Open the link from the email again, or copy the whole address into your browser.
        </Alert>
      </AuthPage>
    );
  }
  if (confirm.isError) {
    const outcome = isApiError(confirm.error)
      ? refusal(confirm.error)
      : { title: "Your email was not changed", text: confirm.error.message };
    return (
      <AuthPage title={outcome.title} pageTitle="Confirm email">
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
      <AuthPage title="Your sign-in email is changed" pageTitle="Confirm email">
        <Stack gap="md">
          <Alert variant="light" color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              From now on you sign in with{" "}
              <Text span fw={600} size="sm">
                {confirm.data.emailAddress}
              </Text>
              .
            </Text>
          </Alert>
          {next}
        </Stack>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Confirming your new email" pageTitle="Confirm email">
      <Stack align="center" py="md">
        <Loader aria-label="Confirming" />
      </Stack>
    </AuthPage>
  );
}
