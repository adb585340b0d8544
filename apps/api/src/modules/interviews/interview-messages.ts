import { said } from "../../i18n/said.ts";

// The titles of the notifications interviews send, one wording for the services and the demo data, as messages
// of the server's `notifications` catalogue.

export const proposedTitle = (company: string, job: string) =>
  said("notifications:interview.proposed", { company, job });
export const scheduledTitle = (job: string) => said("notifications:interview.scheduled", { job });
export const studentPickedTitle = (student: string, job: string) =>
  said("notifications:interview.studentPicked", { student, job });
export const otherTimesTitle = (student: string, job: string) =>
  said("notifications:interview.otherTimes", { student, job });
export const rescheduledTitle = (job: string, scheduled: boolean) =>
  said(scheduled ? "notifications:interview.moved" : "notifications:interview.newTimes", { job });
export const youRescheduledTitle = (job: string) => said("notifications:interview.youMoved", { job });
export const cancelledTitle = (name: string, job: string) => said("notifications:interview.cancelled", { name, job });
export const youCancelledTitle = (job: string) => said("notifications:interview.youCancelled", { job });
export const reminderTitle = (job: string) => said("notifications:interview.reminder", { job });
