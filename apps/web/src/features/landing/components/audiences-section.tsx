import { Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowRight, IconBuildingSkyscraper, IconCheck, IconSchool } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import classes from "./landing.module.css";

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

/** What Stint offers each side, with the way to sign up as one. */
export function AudiencesSection() {
  return (
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
            to={paths.signUpStudent()}
            color="stint"
          />
          <AudienceCard
            icon={IconBuildingSkyscraper}
            title="For companies"
            points={COMPANY_POINTS}
            cta="Sign up as a company"
            to={paths.signUpCompany()}
            color="orange"
          />
        </SimpleGrid>
      </Container>
    </section>
  );
}
