import { Alert, Button, Divider, Stack } from "@mantine/core";
import { ACCOUNT_NOT_LINKED, UNIVERSITY_SIGN_IN_ERRORS } from "@stint/shared/university-sign-in";
import { IconSchool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { useClientConfig } from "../../maps/api/get-client-config.ts";
import { startUniversitySignIn, type UniversitySignInInput } from "../api/university-sign-in.ts";

/**
 * "Continue with <University>" (it signs in, or signs up the first time) for each university the server is configured with (OIDC_PROVIDERS), under a divider;
 * nothing when there is none. The browser leaves for the university's page, so the button stays busy until then.
 */
export function UniversitySignInButtons({ callbackURL }: { callbackURL: string }) {
  const { t } = useTranslation("auth");
  const providers = useClientConfig().data?.signInProviders ?? [];
  // Nothing in the cache changes: the browser leaves the app and comes back signed in.
  const start = useApiMutation<void, UniversitySignInInput>({ mutationFn: startUniversitySignIn });
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={t("university.or")} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconSchool size={18} aria-hidden />}
          // A university's long name wraps at phone width instead of being cut off.
          h="auto"
          mih={42}
          styles={{ label: { whiteSpace: "normal", textAlign: "center", paddingBlock: 8 } }}
          loading={(start.isPending || start.isSuccess) && start.variables?.provider === provider.id}
          onClick={() => start.mutate({ provider: provider.id, callbackURL })}
        >
          {t("university.continueWith", { name: provider.name })}
        </Button>
      ))}
      {start.isError && (
        <Alert color="red" role="alert" title={t("university.failedTitle")}>
          {t("university.startFailed")}
        </Alert>
      )}
    </Stack>
  );
}

/** Why a university sign-in came back refused (`?error=<code>` on the sign-in screen), in the reader's language. */
export function UniversitySignInError({ code }: { code: string }) {
  const { t } = useTranslation("auth");
  const messages: Record<string, string> = {
    [UNIVERSITY_SIGN_IN_ERRORS.emailDomain]: t("university.errors.emailDomain"),
    [UNIVERSITY_SIGN_IN_ERRORS.emailUnverified]: t("university.errors.emailUnverified"),
    [UNIVERSITY_SIGN_IN_ERRORS.companyAccount]: t("university.errors.companyAccount"),
    [UNIVERSITY_SIGN_IN_ERRORS.accountSuspended]: t("university.errors.accountSuspended"),
    [ACCOUNT_NOT_LINKED]: t("university.errors.notLinked"),
    // The sign-in took too long or was opened in another browser: starting again is the answer.
    state_mismatch: t("university.errors.startAgain"),
    state_not_found: t("university.errors.startAgain"),
    access_denied: t("university.errors.cancelled"),
  };
  return (
    <Alert color="red" role="alert" title={t("university.failedTitle")}>
      {messages[code] ?? t("university.errors.other")}
    </Alert>
  );
}
