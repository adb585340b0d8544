import { Alert, Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconLock } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { ExampleMatchCard } from "./example-match-card.tsx";
import classes from "./landing.module.css";

/**
 * The landing screen's first view: what Stint is, the ways in, and a worked match score. `askToSignIn` explains
 * that the page a visitor opened needs them signed in (`loginLink` then carries them back there).
 */
export function LandingHero({ loginLink, askToSignIn }: { loginLink: string; askToSignIn: boolean }) {
  const { t } = useTranslation(["landing", "common"]);
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        {askToSignIn && (
          <Alert
            variant="light"
            color="stint"
            icon={<IconLock aria-hidden />}
            title={t("hero.signInTitle")}
            mb="xl"
            role="status"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("hero.signInText")}</Text>
              <Button component={Link} to={loginLink} size="xs">
                {t("hero.signInButton")}
              </Button>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Badge
              variant="light"
              size="lg"
              radius="sm"
              w="fit-content"
              maw="100%"
              h="auto"
              py={4}
              tt="none"
              styles={{ label: { whiteSpace: "normal" } }}
            >
              {t("hero.kinds")}
            </Badge>
            <Title order={1} className={classes.heroTitle} id="hero-title">
              <Trans t={t} i18nKey="hero.title" components={{ highlight: <span className={classes.highlight} /> }} />
            </Title>
            <Text size="lg" c="dark.4" maw={540}>
              {t("hero.text")}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.chooseSignUpRole()}
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t("hero.getStarted")}
              </Button>
              <Button component={Link} to={loginLink} size="lg" variant="default">
                {t("common:signIn")}
              </Button>
            </Group>
          </Stack>
          <Box py={{ base: 0, md: "xl" }}>
            <ExampleMatchCard />
          </Box>
        </SimpleGrid>
      </Container>
    </section>
  );
}
