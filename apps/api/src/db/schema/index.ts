export * from "./accounts.ts";
export * from "./auth.ts";
export * from "./jobs.ts";
export * from "./files.ts";
export * from "./cvs.ts";
export * from "./catalogue.ts";
export * from "./outbox.ts";
export * from "./matching.ts";
