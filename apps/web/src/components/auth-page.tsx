import { paths } from "@stint/shared/page-routes";
import { Anchor, Box, Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../lib/use-page-title.ts";
import { Logo } from "./logo.tsx";
import classes from "./auth-page.module.css";

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** Browser tab title when it should differ from the heading. */
  pageTitle?: string;
  width?: number;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the sign-in, sign-up and password screens: logo, one card, links below it. */
export function AuthPage({ title, subtitle, pageTitle, width = 440, children, footer }: Props) {
  const { t } = useTranslation();
  usePageTitle(pageTitle ?? title);
  return (
    <Box className={classes.page}>
      <Container size={width + 32} px="md" py={{ base: "lg", sm: 48 }}>
        <Stack gap="lg">
          <Anchor
            component={Link}
            to={paths.landing()}
            aria-label={t("startPageLink")}
            className={classes.logo}
            underline="never"
          >
            <Logo size={36} />
          </Anchor>
          <Paper component="main" id="main" withBorder shadow="sm" p={{ base: "lg", sm: "xl" }} radius="lg">
            <Stack gap={4} mb="lg">
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm" style={{ overflowWrap: "anywhere" }}>
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
          {footer && (
            <Text ta="center" size="sm" c="dimmed" component="div">
              {footer}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
