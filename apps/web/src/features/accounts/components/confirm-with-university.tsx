import { Alert, Button, Stack, Text } from "@mantine/core";
import { RECENT_SIGN_IN_MINUTES } from "@stint/shared/account-security";
import { IconSchool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { useClientConfig } from "../../maps/api/get-client-config.ts";
import { startUniversitySignIn, type UniversitySignInInput } from "../api/university-sign-in.ts";

/**
 * For an account without a password whose sign-in is older than RECENT_SIGN_IN_MINUTES: signing in with its
 * university again is how it confirms a change that could lock it out (GitHub's "sudo mode"). The browser comes
 * back to this screen, freshly signed in.
 */
export function ConfirmWithUniversity({ universities }: { universities: readonly string[] }) {
  const { t } = useTranslation("accounts");
  const { error: errorText } = useMessages();
  const location = useLocation();
  const providers = (useClientConfig().data?.signInProviders ?? []).filter((provider) =>
    universities.includes(provider.id),
  );
  // Nothing in the cache changes: the browser leaves the app and comes back signed in.
  const start = useApiMutation<void, UniversitySignInInput>({ mutationFn: startUniversitySignIn });
  return (
    <Alert variant="light" color="blue" icon={<IconSchool aria-hidden />} title={t("recentSignIn.title")}>
      <Stack gap="sm">
        <Text size="sm">{t("recentSignIn.text", { minutes: RECENT_SIGN_IN_MINUTES })}</Text>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="default"
            leftSection={<IconSchool size={16} aria-hidden />}
            h="auto"
            mih={36}
            styles={{ label: { whiteSpace: "normal", paddingBlock: 6 } }}
            loading={(start.isPending || start.isSuccess) && start.variables?.provider === provider.id}
            onClick={() =>
              start.mutate({ provider: provider.id, callbackURL: `${location.pathname}${location.search}` })
            }
          >
            {t("recentSignIn.button", { name: provider.name })}
          </Button>
        ))}
        {providers.length === 0 && <Text size="sm">{t("recentSignIn.noUniversity")}</Text>}
        {start.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorText(start.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
