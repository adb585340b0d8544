DROP INDEX "jobs_required_skill_ids_idx";--> statement-breakpoint
DROP INDEX "jobs_no_required_skills_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "required_skill_ids";