import type { CefrLevel } from "@stint/shared/languages";
import type { DegreeLevel } from "@stint/shared/account";
import type { RejectReason } from "@stint/shared/applications";
import type { ApplicationStatus } from "@stint/shared/application-statuses";
import type { MessageReportReason } from "@stint/shared/conversations";
import type { JobMark } from "@stint/shared/job-marks";
import type { JobStatus, JobType, WorkMode } from "@stint/shared/jobs";
import type { NotificationKind } from "@stint/shared/notifications";
import type { OfferStatus } from "@stint/shared/offers";
import type { RatingCategory, RatingReportReason } from "@stint/shared/ratings";
import type { PlaceStatus, RoundStatus } from "@stint/shared/rounds";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** The value sets whose every value has a name in `common:labels.<set>` (English and German). */
type LabelledValues = {
  jobType: JobType;
  workMode: WorkMode;
  jobStatus: JobStatus;
  cefr: CefrLevel;
  offerStatus: OfferStatus;
  jobMark: JobMark;
  rejectReason: RejectReason;
  applicationStatus: ApplicationStatus;
  degree: DegreeLevel;
  messageReportReason: MessageReportReason;
  roundStatus: RoundStatus;
  placeStatus: PlaceStatus;
  ratingCategory: RatingCategory;
  ratingReportReason: RatingReportReason;
  notificationKind: NotificationKind;
};

export type Labels = { [Set in keyof LabelledValues]: (value: LabelledValues[Set]) => string };

const SETS: (keyof LabelledValues)[] = [
  "jobType",
  "workMode",
  "jobStatus",
  "cefr",
  "offerStatus",
  "jobMark",
  "rejectReason",
  "applicationStatus",
  "degree",
  "messageReportReason",
  "roundStatus",
  "placeStatus",
  "ratingCategory",
  "ratingReportReason",
  "notificationKind",
];

/**
 * The names of the shared value sets (job types, statuses, reasons…) in the page's language. The shared
 * `*_LABELS` maps stay English, for the API and its mails; a screen names a value through these.
 */
export function labelsOf(t: TFunction): Labels {
  return Object.fromEntries(
    SETS.map((set) => [set, (value: string) => t(`common:labels.${set}.${value}`)]),
  ) as unknown as Labels;
}

/** `labelsOf` for a component: `const labels = useLabels(); labels.jobType(job.type)`. */
export function useLabels(): Labels {
  const { t } = useTranslation("common");
  return useMemo(() => labelsOf(t), [t]);
}
