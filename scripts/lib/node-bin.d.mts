// Types of node-bin.mjs for the TypeScript test of the API's environment (apps/api/scripts/api-environment.test.ts).
export const API_NODE_OPTIONS: string[];
export function apiEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function nodeBinary(): string;
export function apiHeapOption(node: string, env?: NodeJS.ProcessEnv): string;
