// The words of the rounds' notifications, in one place.
export const roundInvitedTitle = (companyName: string, roundName: string) =>
  `${companyName} invites you to join the placement round "${roundName}"`;
export const roundOpenedTitle = (roundName: string) => `Placement round "${roundName}" is open: rank your choices`;
export const roundOpenedStudentBody = (deadline: string) =>
  `Put the jobs you applied to in the order you want them by ${deadline}. Jobs you leave out are not offered to you.`;
export const roundOpenedCompanyBody = (deadline: string) =>
  `Rank your shortlisted applicants for each of your jobs by ${deadline}. Applicants you leave out are not offered a place.`;
export const roundDeadlineTitle = (roundName: string) => `Ranking for "${roundName}" closes within a day`;
export const roundPlacedTitle = (roundName: string, jobTitle: string) =>
  `"${roundName}" proposes you a place: ${jobTitle}`;
export const roundUnplacedTitle = (roundName: string) => `"${roundName}" has no place for you in this run`;
export const roundCompanyResultTitle = (roundName: string, placed: number) =>
  `"${roundName}" proposes ${placed} ${placed === 1 ? "place" : "places"} for your jobs`;
export const answerBy = (deadline: string) => `Confirm or decline by ${deadline}.`;
export const roundConfirmTitle = (roundName: string) => `Answer your proposed place in "${roundName}" within a day`;

/** A deadline as people read it in a message: 2 March 2027, 17:00 UTC. */
export function deadlineWords(date: Date): string {
  return `${date.toLocaleString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  })} UTC`;
}
export const placeConfirmedByOtherTitle = (who: string, jobTitle: string) =>
  `${who} confirmed the proposed place "${jobTitle}": your answer is needed`;
export const placeDeclinedTitle = (who: string, jobTitle: string) => `${who} declined the proposed place "${jobTitle}"`;
