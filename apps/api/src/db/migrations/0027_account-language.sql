-- The interface language of an account (decision 035): its own choice (null: follow the browser) and the
-- language it last used Stint in; mails and notifications go out in the first of them, else English.
ALTER TABLE "auth_users" ADD COLUMN "ui_language" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "last_ui_language" text;