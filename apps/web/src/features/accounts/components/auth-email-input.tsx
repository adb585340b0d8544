import { TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";

/** The email input that opens the sign-in and forgot-password forms; it takes the focus when the page opens. */
export function AuthEmailInput<Values extends { email: string }>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation("auth");
  return (
    <TextInput
      label={t("email")}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      autoFocus
      {...(form as unknown as UseFormReturnType<{ email: string }>).getInputProps("email")}
    />
  );
}
