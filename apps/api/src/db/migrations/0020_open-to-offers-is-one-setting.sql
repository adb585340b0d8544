-- "Open to offers" and "Companies may invite me to apply" were two switches for one idea (issue 30). They are
-- one now: open to offers means companies find the student, see their primary CV and may invite them. A student
-- who had turned invitations off keeps the stricter choice: not open to offers.
UPDATE "students" SET "open_to_offers" = false WHERE "accepts_invitations" = false;--> statement-breakpoint
ALTER TABLE "students" DROP COLUMN "accepts_invitations";
