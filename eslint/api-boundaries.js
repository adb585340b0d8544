// Import boundaries of the API (apps/api/src). See docs/decisions/007-module-boundaries.md.
export const apiBoundaries = [];
