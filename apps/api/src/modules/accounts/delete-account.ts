import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { companies, students, users } from "../../db/schema/index.ts";
import { endCompanyDealings, endStudentDealings } from "../applications/end-account-dealings.ts";
import { leaveConversations } from "../conversations/leave-conversations.ts";
import { deleteStoredObjects, storageKeysOf } from "../files/delete-file.ts";
import { lockOwnerQuota } from "../files/quota.ts";
import { endAccountInterviews } from "../interviews/end-account-interviews.ts";

/**
 * Removes the user; sessions, credentials, the account row and file rows go with it (foreign keys cascade),
 * then the stored bytes of those files. First, in the same transaction, it ends what the account leaves
 * behind (decision 022): open applications get their final status, open invitations end, and the other
 * side is told; the applications stay with the other side. The keys are read under the lock every upload takes to record its
 * file, so an upload finishing meanwhile is either seen here or refused for want of its owner.
 */
export async function deleteAccount(options: {
  deps: Pick<AppDeps, "database" | "storage" | "logger">;
  userId: string;
}): Promise<void> {
  const { deps, userId } = options;
  const keys = await deps.database.db.transaction(async (tx) => {
    await lockOwnerQuota({ db: tx, ownerId: userId });
    const storageKeys = await storageKeysOf({ db: tx, ownerId: userId });
    const [company] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, userId));
    if (company) {
      await endAccountInterviews(tx, { role: "company", ...company });
      await endCompanyDealings(tx, company);
    }
    const [student] = await tx.select({ id: students.id }).from(students).where(eq(students.id, userId));
    if (student) {
      await endAccountInterviews(tx, { role: "student", id: student.id, name: "" });
      await endStudentDealings(tx, student.id);
    }
    // The other side keeps a "this account was deleted" marker, without the messages (decision 027).
    await leaveConversations(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    return storageKeys;
  });
  await deleteStoredObjects({ deps, keys });
}
