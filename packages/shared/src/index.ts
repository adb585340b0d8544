export * from "./account.ts";
export * from "./errors.ts";
export * from "./password.ts";
export * from "./place.ts";
export * from "./skills/skills.ts";
export * from "./jobs.ts";
export * from "./files.ts";
export * from "./cvs.ts";
