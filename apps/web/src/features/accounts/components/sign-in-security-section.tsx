import { Card, Divider, Stack, Text, Title } from "@mantine/core";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SIGN_IN_SECURITY_SECTION_ID } from "@stint/shared/page-routes";
import { PasswordSetting } from "./password-setting.tsx";
import { SignInEmailSetting } from "./sign-in-email-setting.tsx";
import { SignedInSessionList } from "./signed-in-session-list.tsx";

/**
 * "Sign-in and security" on the account screen (issue 14): the sign-in email (changed through a mailed link),
 * the password, and the devices signed in. The edit screen's email field links here.
 */
export function SignInSecuritySection({ email }: { email: string }) {
  const { t } = useTranslation("accounts");
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();

  // Arriving from the edit screen's link (the section's hash): bring the section into view and focus it.
  useEffect(() => {
    if (location.hash !== `#${SIGN_IN_SECURITY_SECTION_ID}`) return;
    sectionRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [location.hash, location.key]);

  return (
    <Card component="section" id={SIGN_IN_SECURITY_SECTION_ID} ref={sectionRef} aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} ref={headingRef} tabIndex={-1}>
        {t("security.title")}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t("security.text")}
      </Text>
      <Stack gap="md">
        <SignInEmailSetting email={email} />
        <Divider />
        <PasswordSetting />
        <Divider />
        <SignedInSessionList />
      </Stack>
    </Card>
  );
}
