import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { Candidate } from "@stint/shared/matching";
import { IconChevronDown, IconChevronUp, IconFileCv } from "@tabler/icons-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { initials } from "../../../lib/format.ts";
import { MatchReasons } from "./match-reasons.tsx";
import { MatchScorePanel } from "./match-score-panel.tsx";
import { ScoreRing } from "../../../components/score-ring.tsx";
import classes from "./candidate-row.module.css";
import { possessive } from "../../../lib/possessive.ts";

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
          <MatchReasons match={match} label={`Why ${student.name} matches`} />
        </Stack>
        <ScoreRing score={match.score} label={`${possessive(student.name)} match score`} />
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
          {opened ? "Hide the match" : "Explain the match"}
        </Button>
        <Button
          component={Link}
          to={cvPath}
          variant="default"
          size="xs"
          leftSection={<IconFileCv size={14} aria-hidden />}
          aria-label={`Open the CV of ${student.name}`}
        >
          Open the CV
        </Button>
      </Group>

      <div id={panelId} hidden={!opened} className={classes.panel}>
        {loaded && <MatchScorePanel cvId={candidate.cvId} jobId={jobId} viewer="company" />}
      </div>
      {children}
    </Card>
  );
}
