CREATE TABLE "offers" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"start_date" date,
	"pay_amount" integer,
	"pay_currency" text,
	"pay_period" text,
	"answer_by" date NOT NULL,
	"message" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_open_answer_by_idx" ON "offers" USING btree ("answer_by") WHERE "offers"."status" = 'open';--> statement-breakpoint
-- Applications at `offer` before offers had terms: an open offer without terms, answerable for 14 days from now
-- (the company can revise it to add terms; hired needs the student's acceptance from now on).
INSERT INTO "offers" ("application_id", "answer_by", "created_at", "updated_at")
SELECT "id", current_date + 14, "updated_at", "updated_at" FROM "applications" WHERE "status" = 'offer';
