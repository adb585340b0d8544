ALTER TABLE "jobs" ADD COLUMN "description_head" text GENERATED ALWAYS AS (left("description", 800)) STORED NOT NULL;--> statement-breakpoint
-- A page of result cards reads each job's head, skills, languages and place. Kept inline (compressed when
-- large) rather than moved out to TOAST storage, where each value costs an extra index lookup: rows may
-- grow to 4,000 bytes before PostgreSQL moves values out, and the head is the last to go.
ALTER TABLE "jobs" ALTER COLUMN "description_head" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" SET (toast_tuple_target = 4000);
