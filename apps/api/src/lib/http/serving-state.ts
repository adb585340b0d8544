/**
 * What readiness (GET /api/health/ready) knows of this process that no dependency can tell: whether the
 * database's migrations have run (create-deps.ts), and whether a stop has begun draining requests (main.ts),
 * from which moment load balancers are told to send no more.
 */
export type ServingState = { migrated: boolean; draining: boolean };
