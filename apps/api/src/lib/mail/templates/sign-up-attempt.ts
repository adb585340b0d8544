/** To an account's address when someone tried to sign up with it. */
export function signUpAttemptMail(input: { name: string; signInLink: string; resetLink: string }) {
  return {
    subject: "Someone tried to create a Stint account with your email",
    text: [
      `Hello ${input.name},`,
      "",
      "Someone just tried to create a new Stint account with this email address. You already have one, so no",
      "second account was made and nothing about yours changed.",
      "",
      "If that was you, sign in instead:",
      "",
      input.signInLink,
      "",
      "Forgot your password? Choose a new one here:",
      "",
      input.resetLink,
      "",
      "If it was not you, there is nothing to do: your account stays as it is.",
      "",
      "— Stint",
    ].join("\n"),
  };
}
