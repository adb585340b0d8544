import { Button, Skeleton } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconConfetti, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApplication } from "../api/get-application.ts";
import { OfferDialog, type OfferDefaults } from "./offer-dialog.tsx";
import { OfferStatusBadge } from "./offer-summary.tsx";
import type { PipelineApplicant } from "./pipeline-applicant.ts";

type Props = {
  applicant: PipelineApplicant;
  jobTitle: string;
  offerDefaults: OfferDefaults;
  /** Asks, then hires: offered once the student accepted. */
  hire: () => void;
  hiring: boolean;
};

/**
 * An application at `offer` in the company's pipeline: where the offer stands (waiting until its day, or
 * accepted), Hire once the student accepted, and Change the offer while they have not answered.
 */
export function CompanyOfferActions({ applicant, jobTitle, offerDefaults, hire, hiring }: Props) {
  const { t } = useTranslation("applications");
  const application = useApplication(applicant.applicationId);
  const [revising, setRevising] = useState(false);
  const name = applicant.name;
  if (application.isPending) {
    return <Skeleton height={28} width={160} role="status" aria-label={t("offer.loading", { name })} />;
  }
  const offer = application.data?.offer;
  if (!offer) return null;
  return (
    <>
      <OfferStatusBadge status={offer.status} answerBy={offer.answerBy} size="lg" />
      {offer.status === "accepted" && application.data?.allowedMoves.includes("hired") && (
        <Button
          size="xs"
          color="green"
          leftSection={<IconConfetti size={14} aria-hidden />}
          loading={hiring}
          onClick={hire}
          aria-label={t("moves.labelFor", { move: t("moves.hired"), name })}
        >
          {t("moves.hired")}
        </Button>
      )}
      {offer.status === "open" && (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setRevising(true)}
            aria-label={t("offer.changeFor", { name })}
          >
            {t("offer.change")}
          </Button>
          <OfferDialog
            opened={revising}
            onClose={() => setRevising(false)}
            applicationId={applicant.applicationId}
            name={name}
            jobTitle={jobTitle}
            defaults={offerDefaults}
            current={offer}
            onSaved={() => {
              notifications.show({
                color: "teal",
                title: t("offer.changedTitle"),
                message: t("offer.changedText", { name }),
              });
            }}
          />
        </>
      )}
    </>
  );
}
