import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { operators } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";

export const LAST_HOLDER_MESSAGE =
  "This is the last operator who may grant and remove operators. Give another operator the operators permission " +
  "first, so that the console cannot lock itself out.";

/**
 * Refuses (409) when `userId` is the only holder of the `operators` permission. The holders' rows are locked, so
 * two operators removing each other at once cannot both succeed: the second waits, then sees it would be the last.
 */
export async function assertAnotherOperatorsHolder(tx: Db, userId: string): Promise<void> {
  const holds = sql`'operators' = any(${operators.permissions})`;
  const others = await tx
    .select({ userId: operators.userId })
    .from(operators)
    .where(and(holds, ne(operators.userId, userId)))
    .for("update");
  if (others.length === 0) throw conflict(LAST_HOLDER_MESSAGE);
}

/** For a change of permissions: refused when it takes `operators` from its last holder. */
export async function keepsAnOperatorsHolder(tx: Db, userId: string, permissions: readonly string[]): Promise<void> {
  if (permissions.includes("operators")) return;
  const [current] = await tx
    .select({ permissions: operators.permissions })
    .from(operators)
    .where(eq(operators.userId, userId))
    .for("update");
  if (current?.permissions.includes("operators")) await assertAnotherOperatorsHolder(tx, userId);
}
