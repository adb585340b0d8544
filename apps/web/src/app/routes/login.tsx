import { Anchor } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { AuthPage } from "../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { SignInForm } from "../../features/accounts/components/sign-in-form.tsx";
import { safeNextPath } from "../../lib/next-path.ts";

/** `/login`: sign in; `?next=` is where the user goes afterwards, `?email=` fills the address in. */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));

  return (
    <AuthPage
      title="Sign in to Stint"
      pageTitle="Sign in"
      subtitle={next ? "Sign in to continue where you were going." : "Welcome back. Pick up where you left off."}
      footer={
        <>
          New to Stint?{" "}
          <Anchor component={Link} to={paths.chooseSignUpRole()} fw={600}>
            Create an account
          </Anchor>
        </>
      }
    >
      <SignInForm initialEmail={searchParams.get("email") ?? ""} />
    </AuthPage>
  );
}
