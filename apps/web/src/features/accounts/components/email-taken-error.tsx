import { Anchor } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";

/** Sign-up's "this address has an account" beside the email field, with its advice as links that keep the address. */
export function EmailTakenError({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const address = email.trim().toLowerCase();
  return (
    <Trans
      t={t}
      i18nKey="signUp.emailTaken"
      components={{
        signIn: <Anchor component={Link} to={paths.login({ email: address })} inherit fw={600} />,
        reset: <Anchor component={Link} to={paths.forgetPassword({ email: address })} inherit fw={600} />,
      }}
    />
  );
}
