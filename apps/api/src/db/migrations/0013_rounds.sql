CREATE TABLE "round_job_outcomes" (
	"round_id" uuid NOT NULL,
	"run" integer NOT NULL,
	"job_id" uuid NOT NULL,
	"reasons" jsonb NOT NULL,
	CONSTRAINT "round_job_outcomes_round_id_run_job_id_pk" PRIMARY KEY("round_id","run","job_id")
);
--> statement-breakpoint
CREATE TABLE "round_job_rankings" (
	"round_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"ranked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_job_rankings_round_id_job_id_application_id_pk" PRIMARY KEY("round_id","job_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "round_jobs" (
	"round_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"company_id" text NOT NULL,
	"capacity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_jobs_round_id_job_id_pk" PRIMARY KEY("round_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "round_members" (
	"round_id" uuid NOT NULL,
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "round_members_round_id_company_id_pk" PRIMARY KEY("round_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "round_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"run" integer NOT NULL,
	"student_id" text NOT NULL,
	"job_id" uuid,
	"application_id" uuid,
	"student_choice" integer,
	"job_rank" integer,
	"status" text NOT NULL,
	"student_answer" text,
	"company_answer" text,
	"answered_at" timestamp with time zone,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_runs" (
	"round_id" uuid NOT NULL,
	"run" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ran_by" text,
	"students" integer NOT NULL,
	"placed" integer NOT NULL,
	CONSTRAINT "round_runs_round_id_run_pk" PRIMARY KEY("round_id","run")
);
--> statement-breakpoint
CREATE TABLE "round_student_rankings" (
	"round_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"ranked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_student_rankings_round_id_student_id_job_id_pk" PRIMARY KEY("round_id","student_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"creator_company_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"ranking_deadline" timestamp with time zone NOT NULL,
	"confirmation_deadline" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"ranking_reminded_at" timestamp with time zone,
	"confirm_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "round_job_outcomes" ADD CONSTRAINT "round_job_outcomes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_job_outcomes" ADD CONSTRAINT "round_job_outcomes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_job_rankings" ADD CONSTRAINT "round_job_rankings_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_job_rankings" ADD CONSTRAINT "round_job_rankings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_job_rankings" ADD CONSTRAINT "round_job_rankings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_jobs" ADD CONSTRAINT "round_jobs_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_jobs" ADD CONSTRAINT "round_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_jobs" ADD CONSTRAINT "round_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_members" ADD CONSTRAINT "round_members_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_members" ADD CONSTRAINT "round_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_outcomes" ADD CONSTRAINT "round_outcomes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_outcomes" ADD CONSTRAINT "round_outcomes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_outcomes" ADD CONSTRAINT "round_outcomes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_outcomes" ADD CONSTRAINT "round_outcomes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_runs" ADD CONSTRAINT "round_runs_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_runs" ADD CONSTRAINT "round_runs_ran_by_auth_users_id_fk" FOREIGN KEY ("ran_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_student_rankings" ADD CONSTRAINT "round_student_rankings_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_student_rankings" ADD CONSTRAINT "round_student_rankings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_student_rankings" ADD CONSTRAINT "round_student_rankings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_creator_company_id_companies_id_fk" FOREIGN KEY ("creator_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_jobs_job_id_idx" ON "round_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "round_members_company_id_idx" ON "round_members" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "round_outcomes_round_id_run_student_id_idx" ON "round_outcomes" USING btree ("round_id","run","student_id");--> statement-breakpoint
CREATE INDEX "round_outcomes_student_id_idx" ON "round_outcomes" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "round_outcomes_job_id_idx" ON "round_outcomes" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "rounds_creator_company_id_idx" ON "rounds" USING btree ("creator_company_id");--> statement-breakpoint
CREATE INDEX "rounds_open_status_idx" ON "rounds" USING btree ("status") WHERE "rounds"."status" in ('ranking', 'confirming');