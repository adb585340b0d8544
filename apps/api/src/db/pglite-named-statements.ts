import { type PGlite, type QueryOptions, type Results, parse, protocol } from "@electric-sql/pglite";
import type { Db } from "./client.ts";

/** A statement parsed once under `name`; `types` are its parameters' type ids, null when it cannot be parsed. */
type Statement = { name: string; types: Promise<number[] | null> };
type Registry = { next: number; statements: Map<string, Statement>; client: PGlite; query: PGlite["query"] };

const registries = new WeakMap<object, Registry>();
const { serialize } = protocol;

/**
 * PGlite's `query` sends every statement unnamed, so the embedded database parses and plans it on each call:
 * a job's lookup by id took 0.62 ms that way and 0.35 ms by name (issue 13). A statement registered with
 * `runByName` is parsed once as a named statement of the wire protocol, and each call binds its parameters to
 * it (Bind, Describe, Execute, Sync), as a PostgreSQL driver does with a named prepared statement: the values
 * travel as parameters, serialized by PGlite's own serializers, never written into the SQL text (decision
 * 020). A statement the database cannot parse takes the unnamed way.
 */
export function installNamedStatements(client: PGlite): void {
  const query = client.query.bind(client);
  const registry: Registry = { next: 1, statements: new Map(), client, query };
  registries.set(client, registry);
  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    // Every query passes here (a bulk insert with thousands of parameters too): only a registered one is looked at.
    const statement = registry.statements.get(text);
    const types = statement && (await statement.types);
    if (!statement || !types) return query<T>(text, params, options);
    // As PGlite's own query: after any transaction, alone on the session.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => execute<T>(client, statement.name, types, text, params ?? [], options)),
    );
  };
}

/** Binds `params` to the named statement, runs it, and reads its rows as PGlite's query does. */
async function execute<T>(
  client: PGlite,
  name: string,
  types: number[],
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = client.serializers[types[index]!];
    return serializer ? serializer(value) : String(value);
  });
  const noSync = { syncToFs: false };
  const messages = [];
  try {
    messages.push(
      ...(await client.execProtocolStream(serialize.bind({ statement: name, values }), noSync)),
      ...(await client.execProtocolStream(serialize.describe({ type: "P" }), noSync)),
      ...(await client.execProtocolStream(serialize.execute({}), noSync)),
    );
  } catch (error) {
    // The error as PGlite's query gives it, for the logs that name a failing statement (db-errors.ts).
    throw Object.assign(error as Error, { query: text, params, queryOptions: options });
  } finally {
    messages.push(...(await client.execProtocolStream(serialize.sync(), noSync)));
  }
  await client.syncToFs();
  return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
}

/** Runs `sqlText` on `db` as a named statement when `db` is the embedded database; nothing on PostgreSQL. */
export function runByName(db: Db, sqlText: string): void {
  const registry = registries.get((db as unknown as { $client: object }).$client);
  if (!registry || registry.statements.has(sqlText)) return;
  const name = `stint_${registry.next++}`;
  const { client } = registry;
  const types = client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const noSync = { syncToFs: false };
      try {
        await client.execProtocolStream(serialize.parse({ name, text: sqlText }), noSync);
        const described = await client.execProtocolStream(serialize.describe({ type: "S", name }), noSync);
        return parse.parseDescribeStatementResults(described);
      } catch {
        return null;
      } finally {
        await client.execProtocolStream(serialize.sync(), noSync);
      }
    }),
  );
  registry.statements.set(sqlText, { name, types });
}
