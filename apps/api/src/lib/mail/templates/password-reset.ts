export function passwordResetMail(input: { name: string; link: string; validMinutes: number }) {
  return {
    subject: "Reset your Stint password",
    text: [
      `Hello ${input.name},`,
      "",
      "Someone asked to reset the password of your Stint account. If it was you, open this link to choose a new one:",
      "",
      input.link,
      "",
      `The link works once and for ${input.validMinutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
      "",
      "— Stint",
    ].join("\n"),
  };
}
