// The titles of the notifications interviews send, one wording for the services and the demo data.

export const proposedTitle = (companyName: string, jobTitle: string) =>
  `${companyName} proposes interview times for "${jobTitle}"`;
export const scheduledTitle = (jobTitle: string) => `Interview scheduled for "${jobTitle}"`;
export const studentPickedTitle = (studentName: string, jobTitle: string) =>
  `${studentName} picked an interview time for "${jobTitle}"`;
export const otherTimesTitle = (studentName: string, jobTitle: string) =>
  `${studentName} asks for other interview times for "${jobTitle}"`;
export const rescheduledTitle = (jobTitle: string, scheduled: boolean) =>
  scheduled
    ? `Interview for "${jobTitle}" moved to a new time`
    : `New interview times proposed for "${jobTitle}": pick one`;
export const youRescheduledTitle = (jobTitle: string) => `You moved the interview for "${jobTitle}"`;
export const cancelledTitle = (by: string, jobTitle: string) => `${by} cancelled the interview for "${jobTitle}"`;
export const youCancelledTitle = (jobTitle: string) => `You cancelled the interview for "${jobTitle}"`;
export const reminderTitle = (jobTitle: string) => `Your interview for "${jobTitle}" is tomorrow`;
