import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { type ReactNode, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Splash } from "../components/splash.tsx";
import { LogoMark } from "../components/logo.tsx";
import { useMeQuery } from "../features/accounts/api/get-me.ts";
import { errorMessage } from "../i18n/error-message.ts";

/**
 * The session starts unknown; the routes (`children`, the router) mount only once it is signed-in or signed-out
 * (seed §4). The router itself is created at start-up (main.tsx), so the first screen's chunk loads while the
 * session is being asked for. A page the server rendered comes with the session, so the routes mount at once.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const me = useMeQuery();
  // The answer arrives as an urgent update; the whole first screen mounts after it as a deferred one, which React
  // renders in slices, so a slow phone paints and takes input in between instead of stalling on one long task.
  const known = useDeferredValue(!me.isPending);
  if (me.isPending || (!known && !me.isError)) return <Splash />;
  if (me.isError && me.data === undefined) {
    return (
      <Center h="100dvh" p="md">
        <Stack align="center" gap="md" maw={420} ta="center" component="main">
          <LogoMark size={48} />
          <Title order={1} fz={22}>
            {t("sessionError.title")}
          </Title>
          <Text c="dimmed">{t("sessionError.text", { reason: errorMessage(t, i18n.language, me.error) })}</Text>
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => void me.refetch()}
            loading={me.isFetching}
          >
            {t("tryAgain")}
          </Button>
        </Stack>
      </Center>
    );
  }
  return children;
}
