// What rating notifications say (the sweep, creating and responding share them; the demo history too).

export const ratingDueTitle = (jobTitle: string) => `Rate your placement "${jobTitle}"`;
export const ratingDueBody = (otherName: string) =>
  `How did it go with ${otherName}? Your rating stays hidden until they have rated too, or for 14 days.`;
export const ratingRevealedTitle = (jobTitle: string) => `A rating of you for "${jobTitle}" is now visible`;
export const ownRatingRevealedTitle = (jobTitle: string) =>
  `Your rating for "${jobTitle}" is now visible and can no longer be changed`;
export const ratingResponseTitle = (companyName: string) => `${companyName} responded to your rating`;
