import { Alert, Badge, Group, List, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { MatchExplanation as Explanation, MatchPartView, MissingItemView } from "@stint/shared/matching";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ScoreRing } from "../../../components/score-ring.tsx";
import classes from "./match-explanation.module.css";
import { useMatchText } from "./use-match-text.ts";

/** Who reads the explanation: the student it is about, or the company whose job it is. */
export type MatchViewer = "student" | "company";

/** One of the two sides as a bar out of 100, its name and what it measures. */
function FitBar({ label, value, description }: { label: string; value: number; description: string }) {
  const id = useId();
  const { t } = useTranslation("matching");
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={650} id={id}>
          {label}
        </Text>
        <Text size="sm" fw={650}>
          {value}
          <Text span size="xs" c="dimmed" fw={500}>
            {" "}
            {t("explanation.per100")}
          </Text>
        </Text>
      </Group>
      <Progress.Root size="lg" radius="xl" mt={4}>
        <Progress.Section
          value={value}
          withAria={false}
          role="progressbar"
          aria-labelledby={id}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={t("explanation.outOf100", { value })}
          color="stint"
        />
      </Progress.Root>
      <Text size="xs" c="dimmed" mt={4}>
        {description}
      </Text>
    </div>
  );
}

/** A named part of the score: its points out of its maximum, as numbers and a bar, and the line that says why. */
function Part({ part }: { part: MatchPartView }) {
  const id = useId();
  const { t, clauses } = useMatchText();
  const share = part.max > 0 ? (part.points / part.max) * 100 : 0;
  return (
    <li className={classes.part}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600} id={id}>
          {t(`parts.${part.key}`)}
        </Text>
        <Text size="sm" fw={600} className={classes.points}>
          {part.points}
          <Text span size="xs" c="dimmed" fw={500}>
            {" "}
            {t("explanation.perMax", { max: part.max })}
          </Text>
        </Text>
      </Group>
      {part.max > 0 && (
        <Progress.Root size="sm" radius="xl" my={4}>
          <Progress.Section
            value={share}
            withAria={false}
            role="progressbar"
            aria-labelledby={id}
            aria-valuemin={0}
            aria-valuemax={part.max}
            aria-valuenow={part.points}
            aria-valuetext={t("explanation.partValue", { points: part.points, max: part.max })}
            color={share >= 80 ? "teal.6" : share >= 40 ? "stint.5" : "orange.5"}
          />
        </Progress.Root>
      )}
      <Text size="xs" c="dimmed" className={classes.detail}>
        {clauses(part.texts)}
      </Text>
    </li>
  );
}

function PartGroup({ title, fit, parts }: { title: string; fit: string; parts: MatchPartView[] }) {
  const id = useId();
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap" align="baseline">
        <Title order={3} fz="sm" id={id}>
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {fit}
        </Text>
      </Group>
      <Stack component="ul" gap="sm" className={classes.parts}>
        {parts.map((part) => (
          <Part key={part.key} part={part} />
        ))}
      </Stack>
    </section>
  );
}

function missingKind(item: MissingItemView) {
  if (item.kind === "language") return "explanation.missingLanguage";
  return item.required ? "explanation.missingRequired" : "explanation.missingNiceToHave";
}

/**
 * Why a CV and a job match as they do, the same on both sides (PRODUCT §5): the score as a ring, the two
 * sides as bars (job fit: the student against the job's requirements; student fit: the job against the CV's
 * wishes), then every part with its points, what the student could add for more, and, when the pair is left
 * out of lists, why. `viewer` only changes the wording ("your wishes" or "the student's wishes").
 */
export function MatchExplanation({ explanation, viewer }: { explanation: Explanation; viewer: MatchViewer }) {
  const { t, text } = useMatchText();
  const missingId = useId();
  const jobParts = explanation.parts.filter((part) => part.side === "job");
  const studentParts = explanation.parts.filter((part) => part.side === "student");

  return (
    <Stack gap="lg">
      <div className={classes.summary}>
        <ScoreRing score={explanation.score} size="lg" />
        <Stack gap="sm" className={classes.bars}>
          <FitBar
            label={t("explanation.jobFitLabel")}
            value={explanation.jobFit}
            description={t(`explanation.${viewer}.jobFit`)}
          />
          <FitBar
            label={t(`explanation.${viewer}.studentFitLabel`)}
            value={explanation.studentFit}
            description={t(`explanation.${viewer}.studentFit`)}
          />
        </Stack>
      </div>

      {explanation.excluded && explanation.excluded.length > 0 && (
        <Alert
          variant="light"
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={t(`explanation.${viewer}.excluded`)}
          role="note"
        >
          <Text size="sm">{t("explanation.excludedIntro")}</Text>
          <List size="sm" mt={4} spacing={2}>
            {explanation.excluded.map((reason) => (
              <List.Item key={reason.code}>{t("explanation.excludedReason", { reason: text(reason.text) })}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
        <PartGroup
          title={t("explanation.requirements")}
          fit={t("explanation.requirementsFit", { value: explanation.jobFit })}
          parts={jobParts}
        />
        <PartGroup
          title={t(`explanation.${viewer}.studentSide`)}
          fit={t(`explanation.${viewer}.studentSideFit`, { value: explanation.studentFit })}
          parts={studentParts}
        />
      </SimpleGrid>

      {explanation.missing.length > 0 && (
        <section aria-labelledby={missingId}>
          <Title order={3} fz="sm" id={missingId}>
            {t(`explanation.${viewer}.missing`)}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t(`explanation.${viewer}.missingHint`)}
          </Text>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2 }}
            spacing="xs"
            verticalSpacing={6}
            className={classes.parts}
          >
            {explanation.missing.map((item) => (
              <li key={item.kind === "skill" ? `skill-${item.skillId}` : `language-${item.language}`}>
                <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.missing}>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} className={classes.detail}>
                      {text(item.text)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(missingKind(item))}
                    </Text>
                  </div>
                  <Badge variant="light" color="teal" size="lg" tt="none" style={{ flexShrink: 0 }}>
                    {t("explanation.addPoints", { points: item.points })}
                  </Badge>
                </Group>
              </li>
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
