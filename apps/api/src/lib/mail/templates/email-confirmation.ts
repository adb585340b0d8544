/** To a new account's address, when it must be confirmed before the account reaches anyone (decision 023). */
export function emailConfirmationMail(input: { name: string; link: string; validHours: number }) {
  return {
    subject: "Confirm your email to start using Stint",
    text: [
      `Hello ${input.name},`,
      "",
      "Welcome to Stint. Open this link to confirm that this address is yours; then you can apply, invite and rate:",
      "",
      input.link,
      "",
      `The link works once and for ${input.validHours} hours. Until then you can sign in and set up your profile.`,
      "If you did not create a Stint account, ignore this message.",
      "",
      "— Stint",
    ].join("\n"),
  };
}
