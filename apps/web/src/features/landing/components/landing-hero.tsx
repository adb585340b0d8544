import { Alert, Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { ExampleMatchCard } from "./example-match-card.tsx";
import classes from "./landing.module.css";

/**
 * The landing screen's first view: what Stint is, the ways in, and a worked match score. `askToSignIn` explains
 * that the page a visitor opened needs them signed in (`loginLink` then carries them back there).
 */
export function LandingHero({ loginLink, askToSignIn }: { loginLink: string; askToSignIn: boolean }) {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        {askToSignIn && (
          <Alert
            variant="light"
            color="stint"
            icon={<IconLock aria-hidden />}
            title="Please sign in to continue"
            mb="xl"
            role="status"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                The page you opened is only for signed-in members. After signing in you will go straight there.
              </Text>
              <Button component={Link} to={loginLink} size="xs">
                Sign in to continue
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
              Internships · working-student jobs · first jobs
            </Badge>
            <Title order={1} className={classes.heroTitle} id="hero-title">
              Where students and companies <span className={classes.highlight}>find the right fit</span>
            </Title>
            <Text size="lg" c="dark.4" maw={540}>
              Stint matches students with jobs using a score you can read: which skills count, what is missing and how
              far the commute is. Apply, invite, match, and rate each other once the work is done.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={paths.chooseSignUpRole()}
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Get started
              </Button>
              <Button component={Link} to={loginLink} size="lg" variant="default">
                Sign in
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
