/**
 * What time it is for rules that depend on it (a rating's blind reveal, a match's start). The system clock in
 * the app; a test replaces `now` on its app's clock to see what a date later brings.
 */
export type Clock = { now: () => Date };

export const systemClock = (): Clock => ({ now: () => new Date() });
