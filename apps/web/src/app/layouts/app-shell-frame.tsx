import {
  Anchor,
  AppShell,
  Box,
  Burger,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink as MantineNavLink,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import type { Me, Role } from "@stint/shared/account";
import { IconChevronDown, IconLogout, IconUserCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "../../components/logo.tsx";
import { accountDetailPath, notificationsPath, paths, SCREENS } from "@stint/shared/page-routes";
import { useSignOut } from "../../features/accounts/api/sign-out.ts";
import { EmailConfirmationBanner } from "../../features/accounts/components/email-confirmation-banner.tsx";
import { FollowAccountLanguage } from "../../features/accounts/components/follow-account-language.tsx";
import { MessagesLink } from "../../features/conversations/components/messages-link.tsx";
import { NotificationBell } from "../../features/notifications/components/notification-bell.tsx";
import { AccountAvatar } from "../../components/account-avatar.tsx";
import { errorMessage } from "../../i18n/error-message.ts";
import classes from "./app-shell-frame.module.css";
import { type NavItem, under } from "../../lib/nav-item.ts";

type Props = {
  me: Me;
  items: NavItem[];
  /** What the account menu says the user is: their role, or an operator. */
  roleLabel: string;
  /** An account holder's messages, notifications and account screen; none for an operator. */
  role: Role | null;
  children: ReactNode;
};

/** The signed-in frame: the header with the logo, `items` (a drawer on phones), the inbox and the account menu. */
export function AppShellFrame({ me, items, roleLabel, role, children }: Props) {
  const { t, i18n } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const location = useLocation();
  const signOut = useSignOut();
  const name = me.account?.name ?? me.user.email;

  const handleSignOut = () => {
    drawer.close();
    signOut.mutate(undefined, {
      onSuccess: () => notifications.show({ color: "stint", message: t("shell.signedOut") }),
      onError: (error) =>
        notifications.show({
          color: "red",
          title: t("shell.signOutFailed"),
          message: errorMessage(t, i18n.language, error),
        }),
    });
  };

  const isActive = (item: NavItem) => item.matches(location.pathname);

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header className={classes.header}>
        <Container size="lg" h="100%" px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap">
              <Anchor component={Link} to={paths.dashboard()} underline="never" aria-label={t("shell.homeLink")}>
                <Logo size={30} />
              </Anchor>
              {/* Seven links for a company: on one line from md (the account's name from lg), else the drawer. */}
              <Group component="nav" aria-label={t("shell.nav.label")} gap={4} visibleFrom="md" wrap="nowrap">
                {items.map((item) => (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    className={classes.navLink}
                    data-active={isActive(item) || undefined}
                    aria-current={isActive(item) ? "page" : undefined}
                  >
                    {t(`shell.nav.${item.label}`)}
                  </NavLink>
                ))}
              </Group>
            </Group>

            <Group gap="xs" wrap="nowrap">
              {role && (
                <>
                  <MessagesLink active={under(SCREENS.messages, SCREENS.messageStart)(location.pathname)} />
                  <NotificationBell allPath={notificationsPath(role)} />
                </>
              )}
              <Menu position="bottom-end" width={240} shadow="md" withinPortal>
                <Menu.Target>
                  <UnstyledButton className={classes.accountButton}>
                    {/* Named by its content rather than an aria-label, which would leave out the name and role
                        it shows (WCAG 2.5.3); the initials and the wide screen's name are not read twice. */}
                    <VisuallyHidden>{t("shell.accountMenu", { name, role: roleLabel })}</VisuallyHidden>
                    <Group gap={8} wrap="nowrap" aria-hidden>
                      <AccountAvatar account={me.account} name={name} color="stint" radius="xl" size={34} />
                      {/* A company's seven links and the messages link leave room for its name only from xl. */}
                      <Box visibleFrom={role === "company" ? "xl" : "lg"} maw={180}>
                        <Text size="sm" fw={600} truncate>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed" lh={1.2}>
                          {roleLabel}
                        </Text>
                      </Box>
                      <IconChevronDown size={16} aria-hidden className={classes.chevron} />
                    </Group>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>
                    <Text size="xs" truncate>
                      {t("shell.signedInAs", { email: me.user.email })}
                    </Text>
                  </Menu.Label>
                  {role && (
                    <Menu.Item
                      component={Link}
                      to={accountDetailPath(role)}
                      leftSection={<IconUserCircle size={16} aria-hidden />}
                    >
                      {t("shell.nav.account")}
                    </Menu.Item>
                  )}
                  <Menu.Divider />
                  <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={handleSignOut}>
                    {t("shell.signOut")}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={drawerOpened ? t("shell.closeNav") : t("shell.openNav")}
                aria-expanded={drawerOpened}
              />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={<Logo size={26} />}
        size="80%"
        padding="md"
        hiddenFrom="md"
        closeButtonProps={{ "aria-label": t("shell.closeNav") }}
      >
        <Stack gap="xs" component="nav" aria-label={t("shell.nav.label")}>
          {items.map((item) => (
            <MantineNavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(`shell.nav.${item.label}`)}
              leftSection={<item.icon size={20} aria-hidden />}
              active={isActive(item)}
              aria-current={isActive(item) ? "page" : undefined}
              onClick={drawer.close}
              className={classes.drawerLink}
            />
          ))}
          <Divider my="sm" />
          <Text size="xs" c="dimmed" px="sm" truncate>
            {t("shell.signedInAs", { email: me.user.email })}
          </Text>
          <MantineNavLink
            component="button"
            label={t("shell.signOut")}
            leftSection={<IconLogout size={20} aria-hidden />}
            onClick={handleSignOut}
            className={classes.drawerLink}
          />
        </Stack>
      </Drawer>

      <AppShell.Main className={classes.main} id="main" tabIndex={-1}>
        <Container size="lg" px="md" py={{ base: "lg", sm: "xl" }}>
          {/* Signed in, the app speaks the account's chosen language. */}
          <FollowAccountLanguage />
          {me.user.mustConfirmEmail && <EmailConfirmationBanner email={me.user.email} />}
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
