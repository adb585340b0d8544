import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { Candidate } from "@stint/shared/matching";
import { IconChevronDown, IconChevronUp, IconFileCv } from "@tabler/icons-react";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { initials } from "../../../lib/format.ts";
import { MatchReasons } from "./match-reasons.tsx";
import { MatchScorePanel } from "./match-score-panel.tsx";
import { ScoreRing } from "../../../components/score-ring.tsx";
import classes from "./candidate-row.module.css";
import { possessiveArgs } from "../../../lib/possessive.ts";

/**
 * A ranked student: picture, name (to the CV, read against this job), university and city, where they stand
 * with the job (`relation`), the score and the reasons; "Explain the match" opens the whole explanation, fetched
 * the first time it is opened. `actions` come first among the row's buttons (e.g. Invite); `selector` (a
 * checkbox for actions on several rows) comes before the picture, and `children` below the buttons.
 */
export function CandidateRow({
  candidate,
  jobId,
  relation,
  actions,
  selector,
  children,
}: {
  candidate: Candidate;
  jobId: string;
  relation?: ReactNode;
  actions?: ReactNode;
  selector?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation("matching-lists");
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const panelId = useId();
  const nameId = useId();
  const { student, match } = candidate;
  const cvPath = paths.cvDetail({ id: candidate.cvId, jobId });
  const where = [student.university, student.city].filter(Boolean).join(" · ");

  const toggle = () => {
    setOpened((value) => !value);
    setLoaded(true);
  };

  return (
    <Card component="article" padding="md" className={classes.card} aria-labelledby={nameId}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        {selector}
        <Avatar src={student.avatar} alt="" size={48} radius="xl" color="stint" visibleFrom="xs">
          {initials(student.name)}
        </Avatar>
        <Stack gap={6} className={classes.body}>
          <div>
            <Title order={3} fz="md" lh={1.3} id={nameId}>
              <Anchor component={Link} to={cvPath} c="inherit" fw={650}>
                {student.name}
              </Anchor>
            </Title>
            {where && (
              <Text size="sm" c="dimmed">
                {where}
              </Text>
            )}
          </div>
          {relation}
          <MatchReasons match={match} label={t("row.why", { name: student.name })} />
        </Stack>
        <ScoreRing score={match.score} label={t("row.score", possessiveArgs(student.name))} />
      </Group>

      <Group gap="xs" mt="sm" wrap="wrap">
        {actions}
        <Button
          variant="light"
          size="xs"
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={panelId}
          rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
        >
          {opened ? t("row.hideMatch") : t("row.explainMatch")}
        </Button>
        <Button
          component={Link}
          to={cvPath}
          variant="default"
          size="xs"
          leftSection={<IconFileCv size={14} aria-hidden />}
          aria-label={t("row.openCvFor", { name: student.name })}
        >
          {t("row.openCv")}
        </Button>
      </Group>

      <div id={panelId} hidden={!opened} className={classes.panel}>
        {loaded && <MatchScorePanel cvId={candidate.cvId} jobId={jobId} viewer="company" />}
      </div>
      {children}
    </Card>
  );
}
