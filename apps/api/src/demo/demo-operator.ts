import { OPERATOR_PERMISSIONS } from "@stint/shared/operators";
import { DEFAULT_UI_LANGUAGE } from "@stint/shared/ui-languages";
import type { Db } from "../db/client.ts";
import { authAccounts, operatorAudit, operators, users } from "../db/schema/index.ts";

/** The demo's operator (README: demo sign-ins): every permission, signs in with the demo password. */
export const DEMO_OPERATOR_EMAIL = "operator@stint.example";
/** Invited by the demo operator with one permission, and never signed in: the console's list shows both kinds. */
export const DEMO_INVITED_OPERATOR_EMAIL = "placement.office@stint.example";

const DAY_MS = 86_400_000;

/**
 * The operators of the demo and the audit lines of how they came to be: the command line granted the operator a
 * month ago, and the operator invited the placement office to read the figures a week later. Other parts of the
 * console add their own demo actions beside these.
 */
export async function insertDemoOperators(options: { db: Db; passwordHash: string; now: Date }): Promise<void> {
  const { db, now } = options;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const operatorId = crypto.randomUUID();
  const invitedId = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(users).values([
      {
        id: operatorId,
        name: "Olivia Brandt",
        email: DEMO_OPERATOR_EMAIL,
        emailVerified: true,
        lastUiLanguage: DEFAULT_UI_LANGUAGE,
        createdAt: daysAgo(30),
      },
      { id: invitedId, name: "placement.office", email: DEMO_INVITED_OPERATOR_EMAIL, createdAt: daysAgo(23) },
    ]);
    await tx.insert(authAccounts).values({
      id: crypto.randomUUID(),
      accountId: operatorId,
      providerId: "credential",
      userId: operatorId,
      password: options.passwordHash,
    });
    await tx.insert(operators).values([
      { userId: operatorId, permissions: [...OPERATOR_PERMISSIONS], grantedBy: null, grantedAt: daysAgo(30) },
      { userId: invitedId, permissions: ["figures"], grantedBy: operatorId, grantedAt: daysAgo(23) },
    ]);
    await tx.insert(operatorAudit).values([
      {
        at: daysAgo(30),
        actorId: null,
        actorLabel: "command line",
        action: "operator.grant",
        subjectType: "operator",
        subjectId: operatorId,
        subjectLabel: DEMO_OPERATOR_EMAIL,
        details: { permissions: [...OPERATOR_PERMISSIONS] },
      },
      {
        at: daysAgo(23),
        actorId: operatorId,
        actorLabel: DEMO_OPERATOR_EMAIL,
        action: "operator.grant",
        subjectType: "operator",
        subjectId: invitedId,
        subjectLabel: DEMO_INVITED_OPERATOR_EMAIL,
        details: { permissions: ["figures"] },
      },
    ]);
  });
}
