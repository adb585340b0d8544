import { findRoleById } from "../../db/account-role.ts";
import type { Db } from "../../db/client.ts";
import type { Party } from "../applications/party.ts";

/** The party a user id is (no session: the calendar feed's token names the user); null without an account. */
export async function accountParty(db: Db, userId: string): Promise<Party | null> {
  const role = await findRoleById({ db, userId });
  return role ? { role, accountId: userId, userId } : null;
}
