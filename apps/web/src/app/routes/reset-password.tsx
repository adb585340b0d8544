import { Anchor, Center, Loader } from "@mantine/core";
import { PASSWORD_MIN } from "@stint/shared/password";
import { Link, useSearchParams } from "react-router";
import { AuthPage } from "../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { useResetLinkStatus } from "../../features/accounts/api/check-reset-link.ts";
import {
  ResetLinkIncomplete,
  ResetLinkUsed,
  ResetPasswordForm,
} from "../../features/accounts/components/reset-password-form.tsx";

/** `/reset-password?token=…`: the mailed link's screen, to choose a new password. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const link = useResetLinkStatus(token);

  if (!token) {
    return (
      <AuthPage title="This link is incomplete" pageTitle="Reset password">
        <ResetLinkIncomplete />
      </AuthPage>
    );
  }

  if (link.data?.usable === false) {
    return (
      <AuthPage title="This reset link can no longer be used" pageTitle="Reset password">
        <ResetLinkUsed />
      </AuthPage>
    );
  }

  // Should the check itself fail, the form is shown: changing the password checks the link again.
  return (
    <AuthPage
      title="Choose a new password"
      pageTitle="Reset password"
      subtitle={`Use at least ${PASSWORD_MIN} characters. A few unrelated words make a strong password that is easy to remember.`}
      footer={
        <Anchor component={Link} to={paths.login()} fw={600}>
          Back to sign in
        </Anchor>
      }
    >
      {link.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Checking the link" />
        </Center>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthPage>
  );
}
