ALTER TABLE "notifications" ADD COLUMN "mail_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_company_id_name_idx" ON "saved_filters" USING btree ("company_id",lower("name"));