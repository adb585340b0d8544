/**
 * Rows grouped by the set of keys they give: a bulk write names its columns once per group, so a column a row
 * leaves out keeps its default. Each group's keys are sorted, its rows in their given order.
 */
export function rowsByColumns<R extends object>(rows: readonly R[]): { keys: string[]; rows: R[] }[] {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const signature = Object.keys(row).sort().join(",");
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
  }
  return [...groups].map(([signature, group]) => ({ keys: signature.split(","), rows: group }));
}
