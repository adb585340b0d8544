import { Anchor, Button, Center, Code, Group, Stack, Text, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Logo } from "../../components/logo.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t("notFound.title"));
  const me = useMe();
  const { pathname } = useLocation();
  return (
    <Center mih="100dvh" p="md" component="main" id="main" bg="gray.0">
      <Stack align="center" ta="center" gap="md" maw={520}>
        <Anchor component={Link} to={paths.landing()} underline="never" aria-label={t("startPageLink")}>
          <Logo size={36} />
        </Anchor>
        <Text fw={800} fz={64} lh={1} c="stint.6" aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t("notFound.title")}
        </Title>
        <Text c="dimmed">
          <Trans
            t={t}
            i18nKey="notFound.text"
            values={{ path: pathname }}
            components={{ path: <Code style={{ overflowWrap: "anywhere" }} /> }}
          />
        </Text>
        <Group justify="center">
          {me ? (
            <Button component={Link} to={paths.dashboard()}>
              {t("toDashboard")}
            </Button>
          ) : (
            <>
              <Button component={Link} to={paths.landing()}>
                {t("toStartPage")}
              </Button>
              <Button component={Link} to={paths.login()} variant="default">
                {t("signIn")}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
