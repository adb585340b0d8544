import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./landing.module.css";

// Keys of the steps in the `landing` catalogue (`how.<step>.title`, `how.<step>.text`).
const STEPS = ["profile", "matched", "rate"] as const;

/** The three steps from profile to rating. */
export function HowItWorksSection() {
  const { t } = useTranslation("landing");
  return (
    <section className={classes.section} aria-labelledby="how-title">
      <Container size="lg">
        <Title order={2} fz={{ base: 26, sm: 34 }} mb={32} ta="center" id="how-title">
          {t("how.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {STEPS.map((step, index) => (
            <Stack key={step} gap="sm">
              <div className={classes.stepNumber} aria-hidden>
                {index + 1}
              </div>
              <Title order={3} fz="lg">
                {t(`how.${step}.title`)}
              </Title>
              <Text c="dimmed" size="sm">
                {t(`how.${step}.text`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
