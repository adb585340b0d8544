import type { PGlite, Transaction } from "@electric-sql/pglite";
import { query as templateQuery } from "@electric-sql/pglite/template";
import type pg from "pg";
import { observed, queriesObserved, startQuery } from "./query-observer.ts";

type Callback = (error: Error | null | undefined, result?: unknown) => void;

/**
 * Makes every statement of the node-postgres `client` pass through the query observer (query-observer.ts). A
 * pool hooks each connection once (its "connect" event), so that a pool query and a transaction's statements
 * on a checked-out client are each seen once, from when the connection runs them (the wait for a free
 * connection is the pool's, not the statement's). A Submittable (pg-cursor, pg-query-stream) passes unobserved:
 * Stint uses none.
 */
export function observePostgresClient(client: pg.Client | pg.PoolClient): void {
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = function observedQuery(this: unknown, ...args: unknown[]) {
    if (!queriesObserved()) return query.apply(this, args);
    const [config, values, callback] = args;
    const text = typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text !== "string" || typeof (config as { submit?: unknown }).submit === "function") {
      return query.apply(this, args);
    }
    const end = startQuery(text, "postgres");
    const ending =
      (given: Callback): Callback =>
      (error, result) => {
        end(error ?? undefined);
        given(error, result);
      };
    try {
      if (typeof values === "function") return query.call(this, config, ending(values as Callback));
      if (typeof callback === "function") return query.call(this, config, values, ending(callback as Callback));
      const inConfig = typeof config === "object" ? (config as { callback?: unknown }).callback : undefined;
      if (typeof inConfig === "function") {
        return query.call(this, { ...(config as object), callback: ending(inConfig as Callback) }, values);
      }
      return (query.call(this, config, values) as Promise<unknown>).then(
        (result) => {
          end();
          return result;
        },
        (error: unknown) => {
          end(error);
          throw error;
        },
      );
    } catch (error) {
      end(error);
      throw error;
    }
  } as pg.Client["query"];
}

/** Observes every connection the pool opens (see observePostgresClient). */
export function observePool(pool: pg.Pool): void {
  pool.on("connect", (client) => observePostgresClient(client));
}

/**
 * Makes every statement of the embedded database pass through the query observer: `query` (and `sql`, which
 * calls it), `exec`, and the statements a transaction's callback runs, which PGlite sends past `query`. Hook
 * after installNamedStatements, so that a statement run by name is seen once. PGlite's own BEGIN, COMMIT and
 * ROLLBACK around a transaction are not statements anyone wrote and are not observed.
 */
export function observePglite(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (text, params, options) => observed(text, "pglite", () => query(text, params, options));
  client.exec = (text, options) => observed(text, "pglite", () => exec(text, options));
  client.transaction = (callback) => transaction((tx) => callback(observeTransaction(tx)));
}

function observeTransaction(tx: Transaction): Transaction {
  const query = tx.query.bind(tx);
  const exec = tx.exec.bind(tx);
  tx.query = (text, params, options) => observed(text, "pglite", () => query(text, params, options));
  tx.exec = (text, options) => observed(text, "pglite", () => exec(text, options));
  // As PGlite's own `sql`: the template becomes text and parameters, and runs as a query (observed above).
  tx.sql = (strings, ...values) => {
    const templated = templateQuery(strings, ...values);
    return tx.query(templated.query, templated.params);
  };
  return tx;
}
