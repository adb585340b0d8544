import { type PGlite, types } from "@electric-sql/pglite";

/**
 * The types drizzle reads as raw text (it converts them itself): timestamp, timestamptz, interval, date,
 * and the arrays numeric[], timestamp[], timestamptz[], interval[], date[] (see drizzle-orm/pglite/session).
 */
const RAW_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const raw = (value: string) => value;

/**
 * Drizzle hands PGlite the same parsers with every query, and PGlite merges them into a copy of its table
 * of ~300 parsers for every result: a quarter of a millisecond per query, more than a primary-key lookup.
 * Installed once on the client instead, they need not travel with each query; a query asking for any
 * other parser still passes them all.
 */
export function installDrizzleParsers(client: PGlite): void {
  for (const type of RAW_TYPES) client.parsers[type] = raw;
  const installed = new Set<string>(RAW_TYPES.map(String));
  const query = client.query.bind(client);
  client.query = (text, params, options) => {
    const parsers = options?.parsers;
    if (!parsers || !Object.keys(parsers).every((type) => installed.has(type))) return query(text, params, options);
    const { parsers: _installed, ...rest } = options;
    return query(text, params, rest);
  };
}
