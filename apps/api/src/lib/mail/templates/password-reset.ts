import { renderMail } from "../layout.ts";

export function passwordResetMail(input: { name: string; link: string; validMinutes: number }) {
  return renderMail({
    subject: "Reset your Stint password",
    name: input.name,
    blocks: [
      "Someone asked to reset the password of your Stint account. If it was you, choose a new one:",
      { button: "Choose a new password", url: input.link },
      `The link works once and for ${input.validMinutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    ],
  });
}
