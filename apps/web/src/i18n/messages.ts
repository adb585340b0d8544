import { EMAIL_TAKEN_MESSAGE } from "@stint/shared/account";
import { COMMON_PASSWORD_MESSAGE } from "@stint/shared/password";
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "./error-message.ts";

/**
 * The shared schemas' and the API's field messages (English, as API clients read them) by their key in a
 * catalogue: the web shows each in the page's language. A message not listed shows as it came. An area's own
 * schema messages live in `field-messages/<area>.ts` (an exported `FIELD_MESSAGES`), merged here.
 */
const AREA_MESSAGES = import.meta.glob<Record<string, string>>("./field-messages/*.ts", {
  eager: true,
  import: "FIELD_MESSAGES",
});

const FIELD_MESSAGES: Record<string, string> = {
  ...Object.assign({}, ...Object.values(AREA_MESSAGES)),
  "Enter a password.": "common:validation.passwordRequired",
  "Enter your password.": "common:validation.passwordEntry",
  [COMMON_PASSWORD_MESSAGE]: "common:validation.passwordCommon",
  [EMAIL_TAKEN_MESSAGE]: "common:validation.emailTaken",
  "Enter your email address.": "common:validation.emailRequired",
  "This email address is too long.": "common:validation.emailTooLong",
  "Enter a valid email address.": "common:validation.emailInvalid",
  "Enter a name.": "common:validation.nameRequired",
  "Choose a degree level.": "common:validation.degreeLevel",
  "Use the form YYYY-MM.": "common:validation.yearMonth",
  "Use digits, spaces and + ( ) - only.": "common:validation.phone",
  "Choose a company size.": "common:validation.companySize",
  // Messages several areas' schemas share (jobs, offers, conversations, ratings, rounds…).
  "Write a message.": "common:validation.writeMessage",
  "Choose a reason.": "common:validation.reason",
  "Choose a currency.": "common:validation.currency",
  "Choose per month or per year.": "common:validation.period",
  "Enter an amount.": "common:validation.amount",
  "Use a whole amount.": "common:validation.wholeAmount",
  "The amount cannot be negative.": "common:validation.amountNegative",
  "This amount is too large.": "common:validation.amountTooLarge",
  "Use the form YYYY-MM-DD.": "common:validation.dateForm",
  "This date does not exist.": "common:validation.dateMissing",
  "The maximum must not be below the minimum.": "common:validation.maxBelowMin",
  "Use a whole number.": "common:validation.wholeNumber",
  "Enter a title.": "common:validation.titleRequired",
  "Choose a job type.": "common:validation.jobType",
};

/** Messages with a number in them: the number becomes the message's `count`. */
const COUNTED_MESSAGES: [RegExp, string][] = [
  [/^Use at least ([\d,]+) characters?\.$/, "common:validation.minChars"],
  [/^Use at most ([\d,]+) characters?\.$/, "common:validation.maxChars"],
];

/** A field message in the page's language (`t` of the `common` namespace). */
export function fieldMessage(t: TFunction, message: string): string {
  const key = FIELD_MESSAGES[message];
  if (key) return t(key);
  for (const [pattern, counted] of COUNTED_MESSAGES) {
    const match = pattern.exec(message);
    // The API writes counts as English does ("5,000").
    if (match) return t(counted, { count: Number(match[1]!.replaceAll(",", "")) });
  }
  return message;
}

/** `fieldMessage` and `errorMessage` for a component, in the page's language. */
export function useMessages() {
  const { t, i18n } = useTranslation("common");
  const field = useCallback((message: string) => fieldMessage(t, message), [t]);
  const error = useCallback((failure: unknown) => errorMessage(t, i18n.language, failure), [t, i18n.language]);
  return { field, error };
}
