import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from "@mantine/core";
import { IconArrowRight, IconBuildingSkyscraper, IconSchool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import classes from "./role-choice.module.css";

const CHOICES = [
  {
    to: paths.signUpStudent(),
    icon: IconSchool,
    color: "stint",
    role: "student",
  },
  {
    to: paths.signUpCompany(),
    icon: IconBuildingSkyscraper,
    color: "orange",
    role: "company",
  },
] as const;

/** The two ways to sign up, student or company, each leading to its own sign-up screen. */
export function SignUpRoleChoices() {
  const { t } = useTranslation("auth");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {CHOICES.map((choice) => (
        <UnstyledButton key={choice.to} component={Link} to={choice.to} className={classes.choice}>
          <Stack gap="sm" h="100%">
            <ThemeIcon size={48} radius="md" variant="light" color={choice.color}>
              <choice.icon size={26} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz="lg">
              {t(`chooseRole.${choice.role}.title`)}
            </Title>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              {t(`chooseRole.${choice.role}.text`)}
            </Text>
            <Group gap={6} c="stint.7" fw={600} fz="sm">
              {t(`chooseRole.${choice.role}.cta`)}
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Stack>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
