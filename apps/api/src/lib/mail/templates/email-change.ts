import { renderMail } from "../layout.ts";

/** To the new address: the link that makes it the sign-in address. */
export function emailChangeConfirmationMail(input: {
  name: string;
  newEmail: string;
  link: string;
  validMinutes: number;
}) {
  return renderMail({
    subject: "Confirm your new Stint sign-in email",
    name: input.name,
    blocks: [
      `You asked to sign in to Stint with ${input.newEmail} from now on. Open this link to confirm that this address is yours:`,
      { button: "Confirm this address", url: input.link },
      `The link works once and for ${input.validMinutes} minutes. Until it is opened, you keep signing in with your current address.\nIf you did not ask for this, ignore this message: nothing changes.`,
    ],
  });
}

/** To the current address, when a change is asked for: so that a change the owner did not ask for is noticed. */
export function emailChangeNoticeMail(input: {
  name: string;
  newEmail: string;
  validMinutes: number;
  resetLink: string;
}) {
  return renderMail({
    subject: "Your Stint sign-in email is about to change",
    name: input.name,
    blocks: [
      `Someone signed in to your Stint account asked to change its sign-in email to ${input.newEmail}.\nNothing changes unless the link we sent to that address is opened within ${input.validMinutes} minutes.`,
      "If that was you, there is nothing more to do here.\nIf it was not, reset your password now: that cancels the change and signs out every device.",
      { button: "Reset your password", url: input.resetLink },
    ],
  });
}
