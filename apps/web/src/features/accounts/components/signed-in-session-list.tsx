import { Alert, Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import type { SignedInSession } from "@stint/shared/account-security";
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { formatAgo, formatDate } from "../../../lib/format.ts";
import { useSignedInSessions, useSignOutOtherSessions, useSignOutSession } from "../api/signed-in-sessions.ts";
import { SettingRow } from "./setting-row.tsx";

const isPhone = (device: string) => /iPhone|iPad|Android/.test(device);

function SessionItem({
  session,
  onSignOut,
  signingOut,
}: {
  session: SignedInSession;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation("accounts");
  const DeviceIcon = isPhone(session.device) ? IconDeviceMobile : IconDeviceDesktop;
  const signedIn = formatDate(session.signedInAt);
  const facts = [
    session.ipAddress,
    t("sessions.signedInAt", { date: signedIn }),
    // The server moves "last active" at most once a day, so a day is all it can say.
    t("sessions.active", { ago: formatAgo(session.lastActiveAt) }),
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: "1 1 14rem", minWidth: 0 }}>
          <ThemeIcon variant="light" color={session.current ? "teal" : "gray"} size="lg" radius="md" aria-hidden>
            <DeviceIcon size={20} />
          </ThemeIcon>
          <Box style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
              <Text fw={600} size="sm">
                {session.device}
              </Text>
              {session.current && (
                <Badge color="teal" variant="light" tt="none">
                  {t("sessions.thisDevice")}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {facts.join(" · ")}
            </Text>
          </Box>
        </Group>
        {!session.current && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconLogout size={14} aria-hidden />}
            loading={signingOut}
            onClick={onSignOut}
            aria-label={t("sessions.signOutLabel", { device: session.device, date: signedIn })}
          >
            {t("sessions.signOut")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The devices signed in to the account, this one first; any other can be signed out, or all of them at once. */
export function SignedInSessionList() {
  const { t } = useTranslation("accounts");
  const { error } = useMessages();
  const sessions = useSignedInSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current).length;

  return (
    <Stack gap="sm">
      <SettingRow
        title={t("sessions.title")}
        description={others > 0 ? t("sessions.text") : t("sessions.onlyThis")}
        action={
          others > 0 && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={signOutOthers.isPending}
              onClick={() => signOutOthers.mutate()}
            >
              {t("sessions.signOutOthers")}
            </Button>
          )
        }
      />
      {sessions.isPending ? (
        <Skeleton height={58} radius="md" role="status" aria-label={t("sessions.loading")} />
      ) : sessions.isError ? (
        <Alert variant="light" color="red" title={t("sessions.loadFailed")}>
          {error(sessions.error)}
        </Alert>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("sessions.title")}>
          {items.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              signingOut={signOut.isPending && signOut.variables.id === session.id}
              onSignOut={() => signOut.mutate({ id: session.id, device: session.device })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
