import { paths } from "@stint/shared/page-routes";
import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { LogoMark } from "../components/logo.tsx";

function isChunkLoadError(error: unknown) {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The last line of defence: never a blank page. A failed chunk load usually means a new release is out. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  const title = stale ? t("routeError.updatedTitle") : t("routeError.title");
  const message = stale
    ? t("routeError.updatedText")
    : isRouteErrorResponse(error)
      ? t("routeError.status", { status: error.status, statusText: error.statusText })
      : t("routeError.text");
  if (!stale) console.error(error);
  return (
    <Center mih="100dvh" p="md" component="main" id="main">
      <Stack align="center" gap="md" maw={460} ta="center">
        <LogoMark size={48} />
        <Title order={1} fz={24}>
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t("reload")}</Button>
          <Button variant="default" component="a" href={paths.landing()}>
            {t("toStartPage")}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
