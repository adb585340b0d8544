import { said } from "../../i18n/said.ts";

// What rating notifications say (the sweep, creating and responding share them; the demo history too), as
// messages of the server's `notifications` catalogue.

export const ratingDueTitle = (job: string) => said("notifications:rating.due", { job });
export const ratingDueBody = (name: string) => said("notifications:rating.dueBody", { name });
export const ratingRevealedTitle = (job: string) => said("notifications:rating.revealed", { job });
export const ownRatingRevealedTitle = (job: string) => said("notifications:rating.ownRevealed", { job });
export const ratingResponseTitle = (company: string) => said("notifications:rating.response", { company });
