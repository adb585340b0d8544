import type { Db } from "./client.ts";

/**
 * One value per database handle, made on first use: tests run several databases in one process, and a
 * replica is a handle of its own, so what belongs to one database (its prepared statements, rows it was read
 * from) is never shared with another.
 */
export function perDb<T>(make: (db: Db) => T): (db: Db) => T {
  const values = new WeakMap<Db, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make(db);
      values.set(db, value);
    }
    return value;
  };
}
