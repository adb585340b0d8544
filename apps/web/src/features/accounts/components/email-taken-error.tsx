import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";

/** Sign-up's "this address has an account" beside the email field, with its advice as links that keep the address. */
export function EmailTakenError({ email }: { email: string }) {
  const address = email.trim().toLowerCase();
  return (
    <>
      An account with this email address already exists.{" "}
      <Anchor component={Link} to={paths.login({ email: address })} inherit fw={600}>
        Sign in
      </Anchor>{" "}
      or{" "}
      <Anchor component={Link} to={paths.forgetPassword({ email: address })} inherit fw={600}>
        reset your password
      </Anchor>
      .
    </>
  );
}
