import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { AuthPage } from "../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { SignUpRoleChoices } from "../../features/accounts/components/sign-up-role-choices.tsx";

export function ChooseSignUpRoleRoute() {
  return (
    <AuthPage
      title="Join Stint"
      pageTitle="Choose how to sign up"
      subtitle="Tell us who you are. You get the screens that fit you."
      width={720}
      footer={
        <>
          Already have an account?{" "}
          <Anchor component={Link} to={paths.login()} fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <SignUpRoleChoices />
    </AuthPage>
  );
}
