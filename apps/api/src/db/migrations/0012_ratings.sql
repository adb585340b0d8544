CREATE TABLE "rating_reports" (
	"rating_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "rating_reports_rating_id_reporter_id_pk" PRIMARY KEY("rating_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "rating_responses" (
	"rating_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"author_id" text NOT NULL,
	"company_id" text NOT NULL,
	"student_id" text NOT NULL,
	"overall" smallint NOT NULL,
	"categories" jsonb NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"would_recommend" boolean NOT NULL,
	"signed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"reveal_notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "moderator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "rating_due_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rating_reports" ADD CONSTRAINT "rating_reports_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_reports" ADD CONSTRAINT "rating_reports_reporter_id_auth_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_responses" ADD CONSTRAINT "rating_responses_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_author_id_auth_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_hidden_by_auth_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_reports_open_idx" ON "rating_reports" USING btree ("rating_id") WHERE "rating_reports"."reviewed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_match_id_direction_idx" ON "ratings" USING btree ("match_id","direction");--> statement-breakpoint
CREATE INDEX "ratings_company_id_direction_created_at_idx" ON "ratings" USING btree ("company_id","direction","created_at","id");--> statement-breakpoint
CREATE INDEX "ratings_student_id_direction_created_at_idx" ON "ratings" USING btree ("student_id","direction","created_at","id");--> statement-breakpoint
CREATE INDEX "ratings_author_id_created_at_idx" ON "ratings" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ratings_reveal_unannounced_idx" ON "ratings" USING btree ("created_at") WHERE "ratings"."reveal_notified_at" is null;--> statement-breakpoint
CREATE INDEX "applications_company_id_created_at_idx" ON "applications" USING btree ("company_id","created_at");