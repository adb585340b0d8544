import { Anchor } from "@mantine/core";
import { AuthPage } from "../../components/auth-page.tsx";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useSignOut } from "../../features/accounts/api/sign-out.ts";
import { FinishAccountForm } from "../../features/accounts/components/finish-account-form.tsx";

/**
 * Shown by the guard instead of the app when the signed-in user has no student or company account (seed §4:
 * role null). They choose a role and fill the account; the app then opens where they were going.
 */
export function FinishAccountRoute() {
  const me = useMe();
  const signOut = useSignOut();

  return (
    <AuthPage
      title="Finish setting up your account"
      subtitle={
        <>
          You are signed in as <strong>{me?.user.email}</strong>, but there is no student or company account for this
          address yet. Tell us who you are to continue.
        </>
      }
      width={680}
      footer={
        <>
          Not you?{" "}
          <Anchor component="button" type="button" fw={600} onClick={() => signOut.mutate()}>
            Sign out
          </Anchor>
        </>
      }
    >
      <FinishAccountForm />
    </AuthPage>
  );
}
