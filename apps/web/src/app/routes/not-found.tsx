import { Anchor, Button, Center, Code, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { Logo } from "../../components/logo.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

export function NotFoundRoute() {
  usePageTitle("Page not found");
  const me = useMe();
  const { pathname } = useLocation();
  return (
    <Center mih="100dvh" p="md" component="main" id="main" bg="gray.0">
      <Stack align="center" ta="center" gap="md" maw={520}>
        <Anchor component={Link} to={paths.landing()} underline="never" aria-label="Stint, start page">
          <Logo size={36} />
        </Anchor>
        <Text fw={800} fz={64} lh={1} c="stint.6" aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Page not found
        </Title>
        <Text c="dimmed">
          There is no page at <Code style={{ overflowWrap: "anywhere" }}>{pathname}</Code>. It may have moved, or the
          link has a typo.
        </Text>
        <Group justify="center">
          {me ? (
            <Button component={Link} to={paths.dashboard()}>
              Go to your dashboard
            </Button>
          ) : (
            <>
              <Button component={Link} to={paths.landing()}>
                Go to the start page
              </Button>
              <Button component={Link} to={paths.login()} variant="default">
                Sign in
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
