// Import boundaries of the web app (apps/web/src). See docs/decisions/007-module-boundaries.md.
export const webBoundaries = [];
