-- The moderator flag becomes the operator permission "moderation" (issue 37). The flag's holders were students
-- and companies, who cannot be operators (an operator has no role), so their power ends here: the reported
-- ratings and messages wait for an operator granted `npm run operator -- grant <email>`. Who held the flag is not
-- lost: each gets a line in the audit log, written by the command line, before the column goes.
INSERT INTO "operator_audit" ("actor_label", "action", "subject_type", "subject_id", "subject_label", "reason")
SELECT 'command line', 'moderator.retire', 'user', "id", "email",
  'The moderator flag became the operator permission moderation; a student or company cannot be an operator.'
FROM "auth_users" WHERE "moderator";--> statement-breakpoint
ALTER TABLE "auth_users" DROP COLUMN "moderator";
