import { renderMail } from "../layout.ts";

/** To an account's address when someone tried to sign up with it. */
export function signUpAttemptMail(input: { name: string; signInLink: string; resetLink: string }) {
  return renderMail({
    subject: "Someone tried to create a Stint account with your email",
    name: input.name,
    blocks: [
      "Someone just tried to create a new Stint account with this email address. You already have one, so no second account was made and nothing about yours changed.",
      "If that was you, sign in instead:",
      { button: "Sign in", url: input.signInLink },
      { link: "Forgot your password? Choose a new one here", url: input.resetLink },
      "If it was not you, there is nothing to do: your account stays as it is.",
    ],
  });
}
