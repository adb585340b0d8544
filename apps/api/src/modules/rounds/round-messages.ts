import { said } from "../../i18n/said.ts";

// The words of the rounds' notifications, in one place: messages of the server's `notifications` catalogue. A
// deadline goes in as its moment (epoch milliseconds); each reader reads it in their language's format.
export const roundInvitedTitle = (company: string, round: string) =>
  said("notifications:round.invited", { company, round });
export const roundOpenedTitle = (round: string) => said("notifications:round.opened", { round });
export const roundOpenedStudentBody = (deadline: Date) =>
  said("notifications:round.openedStudentBody", { deadline: deadline.getTime() });
export const roundOpenedCompanyBody = (deadline: Date) =>
  said("notifications:round.openedCompanyBody", { deadline: deadline.getTime() });
export const roundDeadlineTitle = (round: string) => said("notifications:round.deadline", { round });
export const roundPlacedTitle = (round: string, job: string) => said("notifications:round.placed", { round, job });
export const roundUnplacedTitle = (round: string) => said("notifications:round.unplaced", { round });
export const roundCompanyResultTitle = (round: string, count: number) =>
  said("notifications:round.companyResult", { round, count });
export const answerBy = (deadline: Date) => said("notifications:round.answerBy", { deadline: deadline.getTime() });
export const roundConfirmTitle = (round: string) => said("notifications:round.confirm", { round });
export const placeConfirmedByOtherTitle = (who: string, job: string) =>
  said("notifications:round.confirmedByOther", { who, job });
export const placeDeclinedTitle = (who: string, job: string) => said("notifications:round.declined", { who, job });
