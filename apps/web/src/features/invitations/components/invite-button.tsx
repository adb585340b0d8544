import { Button } from "@mantine/core";
import type { Candidate } from "@stint/shared/matching";
import { IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMustConfirmEmail } from "../../../lib/use-must-confirm-email.ts";
import { InviteDialog, type InviteJob } from "./invite-dialog.tsx";

type Props = {
  job: InviteJob;
  candidate: Pick<Candidate, "application" | "invitation"> & { student: { id: string; name: string } };
};

/**
 * Invite on a candidate's row: for a student who has neither applied nor an invitation waiting for an answer
 * ("Invite again" after a declined one). Once invited, the row says so instead (the invitation's status).
 */
export function InviteButton({ job, candidate }: Props) {
  // `components` too: the shared "confirm your email first" sentence.
  const { t } = useTranslation(["invitations", "components"]);
  const [opened, setOpened] = useState(false);
  const mustConfirm = useMustConfirmEmail();
  const { student, application, invitation } = candidate;
  if (application || (invitation && invitation.status !== "declined")) return null;
  const again = invitation?.status === "declined";
  return (
    <>
      <Button
        size="xs"
        leftSection={<IconMailForward size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        disabled={mustConfirm}
        title={mustConfirm ? t("components:confirmEmailFirst") : undefined}
        aria-label={
          mustConfirm
            ? t("button.labelBlocked", { again: String(again), name: student.name, reason: t("components:confirmEmailFirst") })
            : t("button.label", { again: String(again), name: student.name })
        }
      >
        {again ? t("button.again") : t("button.invite")}
      </Button>
      <InviteDialog opened={opened} onClose={() => setOpened(false)} job={job} student={student} />
    </>
  );
}
