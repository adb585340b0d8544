export * from "./accounts.ts";
export * from "./auth.ts";
