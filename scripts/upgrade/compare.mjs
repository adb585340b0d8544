// Compares what the previous release answered with what the new code answers for the same records, and the
// database's rows before and after. Pure functions: the upgrade test reports their findings, and
// compare.test.mjs shows that each kind of change is found.

/**
 * Fields that background work fills in on its own time: the outbox may mail a notification between the two
 * reads (on PostgreSQL it did). Such a field may go from null to a value, never back, and never change once set.
 */
export const BACKGROUND_PROGRESS = new Set(["mailedAt"]);

/**
 * Differences between `before` and `after` of one record, each as "path: what". A key the new code adds to an
 * object is an additive change (allowed, returned in `added`); a key that went, a changed value or a list of
 * another length is a failure.
 */
export function diffRecord(before, after, where = "$") {
  const failures = [];
  const added = [];
  walk(before, after, where);
  return { failures, added };

  function walk(a, b, path) {
    if (Array.isArray(a)) {
      if (!Array.isArray(b)) return failures.push(`${path}: was a list, is now ${describe(b)}`);
      if (a.length !== b.length) failures.push(`${path}: had ${a.length} items, now ${b.length}`);
      for (let i = 0; i < Math.min(a.length, b.length); i += 1) walk(a[i], b[i], `${path}[${i}]`);
      return;
    }
    if (a && typeof a === "object") {
      if (!b || typeof b !== "object" || Array.isArray(b))
        return failures.push(`${path}: was an object, is now ${describe(b)}`);
      for (const key of Object.keys(a)) {
        if (!(key in b)) failures.push(`${path}.${key}: missing (was ${describe(a[key])})`);
        else walk(a[key], b[key], `${path}.${key}`);
      }
      for (const key of Object.keys(b)) if (!(key in a)) added.push(`${path}.${key}`);
      return;
    }
    if (a === null && b !== null && BACKGROUND_PROGRESS.has(path.slice(path.lastIndexOf(".") + 1))) return;
    if (!Object.is(a, b)) failures.push(`${path}: was ${describe(a)}, is now ${describe(b)}`);
  }
}

function describe(value) {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/**
 * Compares two read-backs ({ records, files }) key by key: the same status, the same JSON but for additive
 * keys, the same bytes. Returns one check per record and file: { name, ok, failures, added }.
 */
export function compareReadBacks(before, after) {
  const checks = [];
  for (const [name, old] of Object.entries(before.records)) {
    const now = after.records[name];
    if (!now) {
      checks.push({ name, ok: false, failures: ["not read after the upgrade"], added: [] });
      continue;
    }
    const failures = old.status === now.status ? [] : [`status was ${old.status}, is now ${now.status}`];
    const diff = diffRecord(old.json, now.json);
    failures.push(...diff.failures);
    checks.push({ name, ok: failures.length === 0, failures, added: diff.added });
  }
  for (const [name, old] of Object.entries(before.files)) {
    const now = after.files[name];
    const failures = [];
    if (!now) failures.push("not read after the upgrade");
    else if (now.status !== old.status) failures.push(`status was ${old.status}, is now ${now.status}`);
    else if (now.sha256 !== old.sha256) failures.push(`bytes changed: sha256 was ${old.sha256}, is now ${now.sha256}`);
    checks.push({ name: `file: ${name}`, ok: failures.length === 0, failures, added: [] });
  }
  return checks;
}

/**
 * Compares two dumps of the database ({ table: { key: string[], rows: object[] } }): every old table is still
 * there, every old row (by primary key) is still there, and its key columns (the primary key and the columns
 * that name other records, `*_id`) hold the same values. Other columns may change as the new code works
 * (a session's last use, an outbox event's state). Tables of passing bookkeeping are listed in `transient`:
 * only their presence is checked.
 */
export function compareDumps(before, after, { transient = [] } = {}) {
  const checks = [];
  for (const [table, old] of Object.entries(before)) {
    const now = after[table];
    const failures = [];
    if (!now) {
      checks.push({ name: `table ${table}`, ok: false, failures: ["table is gone"], added: [] });
      continue;
    }
    if (!transient.includes(table)) {
      const keyOf = (row) => JSON.stringify(old.key.map((column) => row[column]));
      const rowsNow = new Map(now.rows.map((row) => [keyOf(row), row]));
      for (const row of old.rows) {
        const current = rowsNow.get(keyOf(row));
        if (!current) {
          failures.push(`row ${keyOf(row)} is gone`);
          continue;
        }
        for (const column of Object.keys(row).filter((name) => old.key.includes(name) || name.endsWith("_id"))) {
          if (!(column in current)) failures.push(`row ${keyOf(row)}: column ${column} is gone`);
          else if (JSON.stringify(current[column]) !== JSON.stringify(row[column])) {
            failures.push(
              `row ${keyOf(row)}: ${column} was ${describe(row[column])}, is now ${describe(current[column])}`,
            );
          }
        }
      }
    }
    const counts = `${old.rows.length} rows before, ${now.rows.length} after`;
    checks.push({ name: `table ${table} (${counts})`, ok: failures.length === 0, failures, added: [] });
  }
  return checks;
}

/** "METHOD /path" of every operation of an OpenAPI document. */
export function operationsOf(document) {
  const methods = ["get", "put", "post", "delete", "patch", "head", "options"];
  return Object.entries(document?.paths ?? {}).flatMap(([route, item]) =>
    methods.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${route}`),
  );
}

/** Every operation the previous release's API document offered is still offered (new ones are allowed). */
export function compareOperations(before, after) {
  const now = new Set(operationsOf(after));
  const old = operationsOf(before);
  const gone = old.filter((operation) => !now.has(operation));
  return {
    name: `every operation of the previous release's API is still there (${old.length} before, ${now.size} after)`,
    ok: old.length > 0 && gone.length === 0,
    failures:
      old.length === 0 ? ["the previous release's document lists no operation"] : gone.map((op) => `${op} is gone`),
    added: [],
  };
}
