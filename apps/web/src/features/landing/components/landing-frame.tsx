import { Anchor, Box, Button, Container, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "../../../components/logo.tsx";
import { paths } from "@stint/shared/page-routes";
import { LanguageSwitch } from "../../../i18n/language-switch.tsx";
import classes from "./landing.module.css";

/** The public landing screen's frame: a sticky header with the ways in, the sections as `children`, a footer. */
export function LandingFrame({ loginLink, children }: { loginLink: string; children: ReactNode }) {
  const { t } = useTranslation(["landing", "common"]);
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.landing()} underline="never" aria-label={t("common:startPageLink")}>
              <Logo size={32} />
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <Button component={Link} to={loginLink} variant="subtle" size="sm">
                {t("common:signIn")}
              </Button>
              <Button component={Link} to={paths.chooseSignUpRole()} size="sm" visibleFrom="xs">
                {t("landing:hero.getStarted")}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>

      <Box component="main" id="main">
        {children}
      </Box>

      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Logo size={22} />
            <Text size="xs" c="dimmed">
              {t("landing:footer", { year: new Date().getFullYear() })}
            </Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
