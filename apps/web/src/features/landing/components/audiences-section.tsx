import { Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowRight, IconBuildingSkyscraper, IconCheck, IconSchool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import classes from "./landing.module.css";

// Keys of each side's points in the `landing` catalogue.
const STUDENT_POINTS = ["cvs", "score", "follow", "offers"] as const;
const COMPANY_POINTS = ["post", "ranked", "invite", "trust"] as const;

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
  const { t } = useTranslation("landing");
  return (
    <section className={`${classes.section} ${classes.muted}`} aria-labelledby="audiences-title">
      <Container size="lg">
        <Stack gap={6} mb={40} align="center" ta="center">
          <Title order={2} fz={{ base: 26, sm: 34 }} id="audiences-title">
            {t("audiences.title")}
          </Title>
          <Text c="dimmed" maw={620}>
            {t("audiences.text")}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <AudienceCard
            icon={IconSchool}
            title={t("audiences.students.title")}
            points={STUDENT_POINTS.map((point) => t(`audiences.students.points.${point}`))}
            cta={t("audiences.students.cta")}
            to={paths.signUpStudent()}
            color="stint"
          />
          <AudienceCard
            icon={IconBuildingSkyscraper}
            title={t("audiences.companies.title")}
            points={COMPANY_POINTS.map((point) => t(`audiences.companies.points.${point}`))}
            cta={t("audiences.companies.cta")}
            to={paths.signUpCompany()}
            color="orange"
          />
        </SimpleGrid>
      </Container>
    </section>
  );
}
