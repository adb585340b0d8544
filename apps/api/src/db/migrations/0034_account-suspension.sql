-- Account suspension (issue 37): an operator suspends a user with a reason told to them; the console finds accounts
-- by a part of their email or name (trigram indexes, as the job search uses), newest first. While suspended, a
-- company's published jobs are closed and a student is not open to offers, each marked so that resuming restores
-- exactly those (every search and matching row follows the job and student rows by their triggers).
ALTER TABLE "auth_users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE INDEX "auth_users_email_trgm_idx" ON "auth_users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "auth_users_name_trgm_idx" ON "auth_users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "auth_users_created_at_idx" ON "auth_users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "offers_withheld_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "withheld_at" timestamp with time zone;
