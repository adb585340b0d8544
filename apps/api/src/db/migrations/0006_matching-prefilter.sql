ALTER TABLE "jobs" ADD COLUMN "required_skill_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_required_skill_ids_idx" ON "jobs" USING gin ("required_skill_ids") WITH (fastupdate=false) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_no_required_skills_idx" ON "jobs" USING btree ("published_at") WHERE "jobs"."status" = 'published' and cardinality("jobs"."required_skill_ids") = 0;--> statement-breakpoint
UPDATE "jobs" SET "required_skill_ids" = ARRAY(SELECT jsonb_array_elements("required_skills") ->> 'skillId');
