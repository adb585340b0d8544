-- Search reads job rows one after another: the newest-first walk tests each row's search vector until it has
-- the ranking window, and counts and filters read every candidate row. Since 0011 (toast_tuple_target 4000)
-- the whole description stayed inline as well, ~4,000 bytes a row, two rows to a page: at 100,000 jobs the
-- heap was 391 MB against 128 MB of shared buffers, and a cold search spent its time reading pages.
-- The description and its head (read only for a job's page and the 20 cards of a result page, one TOAST
-- lookup each) now go out of line, uncompressed (EXTERNAL: a card's left(…, 800) reads only the first chunk);
-- what search and cards read for every row stays inline (MAIN: compressed only when a row would not fit
-- otherwise, moved out last). Measured on PostgreSQL at 100,000 jobs: heap 391 -> 260 MB, decision 017.
-- Rows written before this keep their layout until they are next written (VACUUM FULL jobs rewrites them all;
-- it cannot run inside the migrations' transaction).
ALTER TABLE "jobs" ALTER COLUMN "description" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "description_head" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "company_id" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "required_skills" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "nice_to_have_skills" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "languages" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "location" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "pay" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "fields_of_study" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "skill_labels" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" SET (toast_tuple_target = 2500);
