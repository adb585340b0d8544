import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  Progress,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconArrowRight,
  IconBuildingSkyscraper,
  IconCheck,
  IconLock,
  IconMapPin,
  IconSchool,
} from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { Logo } from "../../components/logo.tsx";
import { paths } from "../../config/paths.ts";
import { safeNextPath, withNext } from "../../lib/next-path.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import classes from "./landing.module.css";

const EXAMPLE_PARTS = [
  { label: "Required skills", points: 34, max: 40 },
  { label: "Languages", points: 10, max: 10 },
  { label: "Education", points: 10, max: 10 },
  { label: "Location", points: 13, max: 15 },
  { label: "Availability", points: 12, max: 15 },
];

/** A worked example of the explained match score, the product's core idea, drawn with real components. */
function ExampleMatchCard() {
  const total = EXAMPLE_PARTS.reduce((sum, part) => sum + part.points, 0);
  return (
    <Paper
      withBorder
      radius="xl"
      p="lg"
      className={classes.matchCard}
      role="figure"
      aria-label="Example of an explained match score"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Badge variant="light" color="teal" size="sm">
            Internship · 6 months
          </Badge>
          <Text fw={700} size="lg" lh={1.25}>
            Frontend Engineering Intern
          </Text>
          <Group gap={4} c="dimmed" wrap="nowrap" align="flex-start">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm" c="dimmed">
              Northwind Robotics · Zürich · Hybrid
            </Text>
          </Group>
        </Stack>
        <RingProgress
          size={84}
          thickness={8}
          roundCaps
          sections={[{ value: total, color: "stint" }]}
          label={
            <Text ta="center" fw={800} size="lg" lh={1}>
              {total}
              <Text span size="xs" c="dimmed" display="block" fw={500}>
                match
              </Text>
            </Text>
          }
        />
      </Group>
      <Stack gap={8} mt="md">
        {EXAMPLE_PARTS.map((part) => (
          <div key={part.label}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" fw={500}>
                {part.label}
              </Text>
              <Text size="xs" c="dimmed">
                {part.points} / {part.max}
              </Text>
            </Group>
            <Progress value={(part.points / part.max) * 100} size="sm" radius="xl" aria-hidden />
          </div>
        ))}
      </Stack>
      <Alert variant="light" color="yellow" mt="md" p="xs" radius="md">
        <Text size="xs">
          Missing: <strong>Playwright</strong>, +6 points if added to your CV
        </Text>
      </Alert>
    </Paper>
  );
}

const STUDENT_POINTS = [
  "Keep several CVs and choose the right one for each application",
  "See your match score for every job, and what would raise it",
  "Follow each application from applied to offer: no silent rejections",
  "Switch on “open to offers” and let companies invite you",
];

const COMPANY_POINTS = [
  "Post internships and jobs with the skills and languages that matter",
  "See applicants ranked by fit, with the reasons spelled out",
  "Invite students who are open to offers before they apply elsewhere",
  "Earn trust with two-sided ratings after each placement",
];

const STEPS = [
  {
    title: "Create your profile",
    text: "Students add their studies and CVs; companies describe who they are and post their openings.",
  },
  {
    title: "Get matched, with reasons",
    text: "Every pairing gets a score from 0 to 100 made of named parts, the same explanation on both sides.",
  },
  {
    title: "Apply, match and rate",
    text: "Apply or invite, follow the pipeline to an offer, and after working together rate each other honestly.",
  },
];

function AudienceCard(props: {
  icon: typeof IconSchool;
  title: string;
  points: string[];
  cta: string;
  to: string;
  color: string;
}) {
  return (
    <Card padding="xl" radius="xl" shadow="xs">
      <Stack gap="md" h="100%">
        <Group gap="sm">
          <ThemeIcon size={44} radius="md" variant="light" color={props.color}>
            <props.icon size={24} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz={22}>
            {props.title}
          </Title>
        </Group>
        <List
          spacing="sm"
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" variant="light">
              <IconCheck size={13} aria-hidden />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {props.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={props.to}
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          fullWidth
        >
          {props.cta}
        </Button>
      </Stack>
    </Card>
  );
}

export function LandingRoute() {
  usePageTitle("Stint: where students and companies meet");
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));
  const loginLink = withNext(paths.login, next);

  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" aria-label="Stint, start page">
              <Logo size={32} />
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to={loginLink} variant="subtle" size="sm">
                Sign in
              </Button>
              <Button component={Link} to={paths.chooseSignUpRole} size="sm">
                Get started
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>

      <Box component="main" id="main">
        <section className={classes.hero} aria-labelledby="hero-title">
          <Container size="lg">
            {next && (
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
                  Stint matches students with jobs using a score you can read: which skills count, what is missing and
                  how far the commute is. Apply, invite, match, and rate each other once the work is done.
                </Text>
                <Group gap="sm">
                  <Button
                    component={Link}
                    to={paths.chooseSignUpRole}
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

        <section className={`${classes.section} ${classes.muted}`} aria-labelledby="audiences-title">
          <Container size="lg">
            <Stack gap={6} mb={40} align="center" ta="center">
              <Title order={2} fz={{ base: 26, sm: 34 }} id="audiences-title">
                Built for both sides of the table
              </Title>
              <Text c="dimmed" maw={620}>
                Students see why a job fits them. Companies see why a student fits the job. Nobody is left guessing.
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <AudienceCard
                icon={IconSchool}
                title="For students"
                points={STUDENT_POINTS}
                cta="Sign up as a student"
                to={paths.signUpStudent}
                color="stint"
              />
              <AudienceCard
                icon={IconBuildingSkyscraper}
                title="For companies"
                points={COMPANY_POINTS}
                cta="Sign up as a company"
                to={paths.signUpCompany}
                color="orange"
              />
            </SimpleGrid>
          </Container>
        </section>

        <section className={classes.section} aria-labelledby="how-title">
          <Container size="lg">
            <Title order={2} fz={{ base: 26, sm: 34 }} mb={32} ta="center" id="how-title">
              How Stint works
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
              {STEPS.map((step, index) => (
                <Stack key={step.title} gap="sm">
                  <div className={classes.stepNumber} aria-hidden>
                    {index + 1}
                  </div>
                  <Title order={3} fz="lg">
                    {step.title}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {step.text}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Container>
        </section>

        <Container size="lg" pb={72}>
          <Box className={classes.cta}>
            <Group justify="space-between" gap="lg">
              <Stack gap={6} maw={560}>
                <Title order={2} fz={{ base: 24, sm: 30 }} c="white">
                  Your next stint starts here
                </Title>
                <Text c="stint.0">Create an account in a minute. Add your details now or later.</Text>
              </Stack>
              <Group gap="sm">
                <Button component={Link} to={paths.chooseSignUpRole} size="md" variant="white" color="stint">
                  Create an account
                </Button>
                <Button component={Link} to={loginLink} size="md" variant="outline" color="white">
                  Sign in
                </Button>
              </Group>
            </Group>
          </Box>
        </Container>
      </Box>

      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Logo size={22} />
            <Text size="xs" c="dimmed">
              © {new Date().getFullYear()} Stint · Place names from GeoNames (CC BY 4.0)
            </Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
