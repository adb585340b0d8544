import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEGREE_LABELS } from "@stint/shared/account";
import { APPLICATION_STATUS_LABELS } from "@stint/shared/application-statuses";
import { REJECT_REASON_LABELS } from "@stint/shared/applications";
import { MESSAGE_REPORT_REASON_LABELS } from "@stint/shared/conversations";
import { JOB_MARK_LABELS } from "@stint/shared/job-marks";
import { JOB_STATUS_LABELS, JOB_TYPE_LABELS, WORK_MODE_LABELS } from "@stint/shared/jobs";
import { CEFR_LABELS } from "@stint/shared/languages";
import { NOTIFICATION_KIND_LABELS } from "@stint/shared/notifications";
import { OFFER_STATUS_LABELS } from "@stint/shared/offers";
import { RATING_CATEGORY_LABELS, RATING_REPORT_REASON_LABELS } from "@stint/shared/ratings";
import { PLACE_STATUS_LABELS, ROUND_STATUS_LABELS } from "@stint/shared/rounds";
import { describe, expect, it } from "vitest";
import type { Labels } from "./labels.ts";

const SHARED: Record<keyof Labels, Record<string, string>> = {
  jobType: JOB_TYPE_LABELS,
  workMode: WORK_MODE_LABELS,
  jobStatus: JOB_STATUS_LABELS,
  cefr: CEFR_LABELS,
  offerStatus: OFFER_STATUS_LABELS,
  jobMark: JOB_MARK_LABELS,
  rejectReason: REJECT_REASON_LABELS,
  applicationStatus: APPLICATION_STATUS_LABELS,
  degree: DEGREE_LABELS,
  messageReportReason: MESSAGE_REPORT_REASON_LABELS,
  roundStatus: ROUND_STATUS_LABELS,
  placeStatus: PLACE_STATUS_LABELS,
  ratingCategory: RATING_CATEGORY_LABELS,
  ratingReportReason: RATING_REPORT_REASON_LABELS,
  notificationKind: NOTIFICATION_KIND_LABELS,
};

const english = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "locales/en/common.json"), "utf8"),
) as { labels: Record<string, Record<string, string>> };

describe("common:labels", () => {
  // The German catalogue has the same keys (catalogues.test.ts), so English having every value is enough.
  it.each(Object.entries(SHARED))("names every value of %s as the shared English map does", (set, shared) => {
    expect(english.labels[set]).toEqual(shared);
  });
});
