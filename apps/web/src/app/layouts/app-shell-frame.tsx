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
import {
  IconArrowsSort,
  IconBriefcase,
  IconChevronDown,
  IconFileCv,
  IconLayoutDashboard,
  IconLogout,
  IconSparkles,
  IconSquarePlus,
  IconStar,
  IconUserCircle,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, matchPath, NavLink, useLocation } from "react-router";
import { Logo } from "../../components/logo.tsx";
import { accountDetailPath, notificationsPath, paths, type Screen, SCREENS } from "@stint/shared/page-routes";
import { useSignOut } from "../../features/accounts/api/sign-out.ts";
import { EmailConfirmationBanner } from "../../features/accounts/components/email-confirmation-banner.tsx";
import { MessagesLink } from "../../features/conversations/components/messages-link.tsx";
import { NotificationBell } from "../../features/notifications/components/notification-bell.tsx";
import { AccountAvatar } from "../../components/account-avatar.tsx";
import classes from "./app-shell-frame.module.css";

type NavItem = {
  label: string;
  to: string;
  icon: typeof IconLayoutDashboard;
  /** Whether the screen at `pathname` belongs to this item. */
  matches: (pathname: string) => boolean;
};

/** The screens an item stands for, each with the screens below its path. */
const under =
  (...screens: Screen[]) =>
  (pathname: string) =>
    screens.some((screen) => matchPath({ path: screen.path, end: false }, pathname) !== null);

/**
 * The role's screens, in the order of PRODUCT §2: Dashboard, Jobs, Matching, CVs or My jobs, Ratings; a company's
 * placement rounds beside Matching.
 */
function navItems(role: Role): NavItem[] {
  const dashboard = {
    label: "Dashboard",
    to: paths.dashboard(),
    icon: IconLayoutDashboard,
    matches: under(SCREENS.dashboard),
  };
  const matching = {
    label: "Matching",
    to: paths.matchingList(),
    icon: IconSparkles,
    matches: under(SCREENS.matchingList, SCREENS.matchingApplicants),
  };
  const ratings = {
    label: "Ratings",
    to: paths.ratingList(),
    icon: IconStar,
    matches: under(SCREENS.ratingList, SCREENS.ratingCreation, SCREENS.ratingEdit, SCREENS.ratingDetail),
  };
  const account = {
    label: "Account",
    to: accountDetailPath(role),
    icon: IconUserCircle,
    matches: under(SCREENS.studentDetail, SCREENS.studentEdit, SCREENS.companyDetail, SCREENS.companyEdit),
  };
  if (role === "company") {
    return [
      dashboard,
      {
        label: "My jobs",
        to: paths.jobList({ mine: "true" }),
        icon: IconBriefcase,
        matches: under(SCREENS.jobList, SCREENS.jobDetail, SCREENS.jobEdit),
      },
      matching,
      {
        label: "Rounds",
        to: paths.roundList(),
        icon: IconArrowsSort,
        matches: under(SCREENS.roundList, SCREENS.roundDetail),
      },
      { label: "Post a job", to: paths.jobCreation(), icon: IconSquarePlus, matches: under(SCREENS.jobCreation) },
      ratings,
      account,
    ];
  }
  return [
    dashboard,
    {
      label: "Jobs",
      to: paths.jobList(),
      icon: IconBriefcase,
      matches: under(SCREENS.jobList, SCREENS.jobDetail, SCREENS.companyPage),
    },
    matching,
    {
      label: "My CVs",
      to: paths.cvList(),
      icon: IconFileCv,
      matches: under(SCREENS.cvList, SCREENS.cvCreation, SCREENS.cvEdit, SCREENS.cvDetail),
    },
    ratings,
    account,
  ];
}

type Props = { me: Me & { role: Role }; children: ReactNode };

export function AppShellFrame({ me, children }: Props) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const location = useLocation();
  const signOut = useSignOut();
  const items = navItems(me.role);
  const name = me.account?.name ?? me.user.email;
  const roleLabel = me.role === "student" ? "Student" : "Company";

  const handleSignOut = () => {
    drawer.close();
    signOut.mutate(undefined, {
      onSuccess: () => notifications.show({ color: "stint", message: "You are signed out. See you soon!" }),
      onError: (error) => notifications.show({ color: "red", title: "Could not sign out", message: error.message }),
    });
  };

  const isActive = (item: NavItem) => item.matches(location.pathname);

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header className={classes.header}>
        <Container size="lg" h="100%" px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xl" wrap="nowrap">
              <Anchor component={Link} to={paths.dashboard()} underline="never" aria-label="Stint, to your dashboard">
                <Logo size={30} />
              </Anchor>
              {/* Seven links for a company: on one line from md (the account's name from lg), else the drawer. */}
              <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
                {items.map((item) => (
                  <NavLink
                    key={item.to}
                    to={item.to}
                    className={classes.navLink}
                    data-active={isActive(item) || undefined}
                    aria-current={isActive(item) ? "page" : undefined}
                  >
                    {item.label}
                  </NavLink>
                ))}
              </Group>
            </Group>

            <Group gap="xs" wrap="nowrap">
              <MessagesLink active={under(SCREENS.messages, SCREENS.messageStart)(location.pathname)} />
              <NotificationBell allPath={notificationsPath(me.role)} />
              <Menu position="bottom-end" width={240} shadow="md" withinPortal>
                <Menu.Target>
                  <UnstyledButton className={classes.accountButton}>
                    {/* Named by its content rather than an aria-label, which would leave out the name and role
                        it shows (WCAG 2.5.3); the initials and the wide screen's name are not read twice. */}
                    <VisuallyHidden>
                      Account menu for {name}, {roleLabel}
                    </VisuallyHidden>
                    <Group gap={8} wrap="nowrap" aria-hidden>
                      <AccountAvatar account={me.account} name={name} color="stint" radius="xl" size={34} />
                      {/* A company's seven links and the messages link leave room for its name only from xl. */}
                      <Box visibleFrom={me.role === "company" ? "xl" : "lg"} maw={180}>
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
                      Signed in as {me.user.email}
                    </Text>
                  </Menu.Label>
                  <Menu.Item
                    component={Link}
                    to={accountDetailPath(me.role)}
                    leftSection={<IconUserCircle size={16} aria-hidden />}
                  >
                    Account
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={handleSignOut}>
                    Sign out
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={drawerOpened ? "Close navigation" : "Open navigation"}
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
        closeButtonProps={{ "aria-label": "Close navigation" }}
      >
        <Stack gap="xs" component="nav" aria-label="Main">
          {items.map((item) => (
            <MantineNavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={20} aria-hidden />}
              active={isActive(item)}
              aria-current={isActive(item) ? "page" : undefined}
              onClick={drawer.close}
              className={classes.drawerLink}
            />
          ))}
          <Divider my="sm" />
          <Text size="xs" c="dimmed" px="sm" truncate>
            Signed in as {me.user.email}
          </Text>
          <MantineNavLink
            component="button"
            label="Sign out"
            leftSection={<IconLogout size={20} aria-hidden />}
            onClick={handleSignOut}
            className={classes.drawerLink}
          />
        </Stack>
      </Drawer>

      <AppShell.Main className={classes.main} id="main" tabIndex={-1}>
        <Container size="lg" px="md" py={{ base: "lg", sm: "xl" }}>
          {me.user.mustConfirmEmail && <EmailConfirmationBanner email={me.user.email} />}
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
