-- Job alerts (issue 36): a student's saved searches, the lexemes a job must hold for each (what a newly published
-- job looks its own lexemes up in), and each job an alert found, once per alert and job.
CREATE TABLE "job_alert_hits" (
	"alert_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "job_alert_hits_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alert_keys" (
	"key" text NOT NULL,
	"alert_id" uuid NOT NULL,
	CONSTRAINT "job_alert_keys_key_alert_id_pk" PRIMARY KEY("key","alert_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"search" jsonb NOT NULL,
	"place_label" text,
	"paused" boolean DEFAULT false NOT NULL,
	"digest_due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert_hits" ADD CONSTRAINT "job_alert_hits_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_hits" ADD CONSTRAINT "job_alert_hits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_keys" ADD CONSTRAINT "job_alert_keys_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_hits_job_id_idx" ON "job_alert_hits" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_alert_hits_pending_idx" ON "job_alert_hits" USING btree ("alert_id") WHERE "job_alert_hits"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "job_alert_keys_alert_id_idx" ON "job_alert_keys" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "job_alerts_student_id_idx" ON "job_alerts" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "job_alerts_digest_due_idx" ON "job_alerts" USING btree ("digest_due_at") WHERE not "job_alerts"."paused" and "job_alerts"."frequency" in ('daily', 'weekly');