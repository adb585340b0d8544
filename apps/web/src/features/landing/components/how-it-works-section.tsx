import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import classes from "./landing.module.css";

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

/** The three steps from profile to rating. */
export function HowItWorksSection() {
  return (
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
  );
}
