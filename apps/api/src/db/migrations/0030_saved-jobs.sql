-- Saved jobs (issue 36): a student's bookmarks, and the index their deadline reminders start from.
CREATE TABLE "saved_jobs" (
	"student_id" text NOT NULL,
	"job_id" uuid NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "saved_jobs_student_id_job_id_pk" PRIMARY KEY("student_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_jobs_student_saved_at_idx" ON "saved_jobs" USING btree ("student_id","saved_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_jobs_job_id_idx" ON "saved_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_deadline_idx" ON "jobs" USING btree ("deadline") WHERE "jobs"."status" = 'published';--> statement-breakpoint
-- "Jobs like this" (issue 36): published jobs sharing any skill with a job, found by skill (no pending list: PGlite
-- runs no autovacuum), as the required skills are.
CREATE INDEX "job_match_entries_skills_idx" ON "job_match_entries" USING gin ("skill_ids") WITH (fastupdate = off);
