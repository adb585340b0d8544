import { Badge, Group, Text } from "@mantine/core";
import type { ApplicationStatus } from "@stint/shared/applications";
import type { Candidate } from "@stint/shared/matching";
import { IconAlarm, IconHeartHandshake, IconMailForward } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";

type Props = {
  candidate: Pick<Candidate, "application" | "invitation" | "matched"> & { student: { name: string } };
  /** An application's status as the app shows it everywhere (the applications feature's badge). */
  statusBadge: (status: ApplicationStatus) => ReactNode;
};

/**
 * Where a candidate stands with the job, in a line under their name: matched (and since when), applied with the
 * application's status (and overdue when the company has let it wait), or invited with the invitation's answer.
 * Nothing for a student with no relation to the job yet.
 */
export function CandidateRelation({ candidate, statusBadge }: Props) {
  const { t } = useTranslation("matching-lists");
  const { application, invitation, matched } = candidate;
  if (!application && !invitation && !matched) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t("relation.label", { name: candidate.student.name })}>
      {matched && (
        <Badge variant="filled" color="teal" tt="none" leftSection={<IconHeartHandshake size={14} aria-hidden />}>
          {t("relation.matched")}
        </Badge>
      )}
      {matched && (
        <Text size="xs" c="dimmed">
          {t("relation.since", { date: formatDate(matched.since) })}
        </Text>
      )}
      {application && (
        <>
          <Text size="xs" c="dimmed" fw={600}>
            {t("relation.application")}
          </Text>
          {statusBadge(application.status)}
          {application.overdue && (
            <Badge variant="light" color="orange" tt="none" leftSection={<IconAlarm size={14} aria-hidden />}>
              {t("relation.overdue")}
            </Badge>
          )}
        </>
      )}
      {!application && invitation && (
        <>
          <Badge variant="light" color="grape" tt="none" leftSection={<IconMailForward size={14} aria-hidden />}>
            {t("relation.invited")}
          </Badge>
          <Text size="xs" c="dimmed">
            {t("relation.invitation", { status: invitation.status })}
          </Text>
        </>
      )}
    </Group>
  );
}
