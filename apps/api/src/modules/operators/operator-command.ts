import { emailSchema } from "@stint/shared/account";
import type { OperatorListItem } from "@stint/shared/admin-operators";
import { type OperatorPermission, operatorPermissionsSchema } from "@stint/shared/operators";
import { DEFAULT_UI_LANGUAGE } from "@stint/shared/ui-languages";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../lib/mail/mailer.ts";
import { revokeOperator } from "./grant-operator.ts";
import { grantOrInvite } from "./grant-or-invite.ts";
import { listOperators } from "./list-operators.ts";

/** What `npm run operator` asks: of the running server (its control socket), or of the database itself. */
export const operatorCommandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("grant"), email: emailSchema, permissions: operatorPermissionsSchema }),
  z.object({ command: z.literal("revoke"), email: emailSchema }),
  z.object({ command: z.literal("list") }),
]);
export type OperatorCommand = z.input<typeof operatorCommandSchema>;

export type OperatorCommandResult =
  | { command: "grant"; outcome: "granted"; email: string; permissions: OperatorPermission[]; invited: boolean }
  | { command: "grant"; outcome: "has-account"; role: "student" | "company" }
  | { command: "revoke"; revoked: boolean }
  | { command: "list"; operators: OperatorListItem[] };

/**
 * Carries out one command-line request, audited as the command line's. The command line may take `operators`
 * from its last holder: it is how a deployment recovers, so it needs no such guard.
 */
export async function runOperatorCommand(
  deps: { db: Db; mailer: Mailer; baseUrl: string },
  request: unknown,
): Promise<OperatorCommandResult> {
  const parsed = operatorCommandSchema.safeParse(request);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join(" "));
  const command = parsed.data;
  const { db } = deps;
  switch (command.command) {
    case "grant": {
      const outcome = await grantOrInvite({
        ...deps,
        email: command.email,
        permissions: command.permissions,
        actor: "command-line",
        language: DEFAULT_UI_LANGUAGE,
      });
      if (outcome.outcome === "has-account") return { command: "grant", ...outcome };
      const { permissions, invited } = outcome;
      return { command: "grant", outcome: "granted", email: outcome.user.email, permissions, invited };
    }
    case "revoke":
      return { command: "revoke", revoked: await revokeOperator({ db, email: command.email, actor: "command-line" }) };
    case "list":
      return { command: "list", operators: await listOperators(db) };
  }
}
