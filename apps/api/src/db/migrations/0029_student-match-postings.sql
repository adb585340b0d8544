-- A job's window of candidate students read by the terms it asks for (decision 034): each student open to
-- offers filed under skill × job type they wish for (or "*", any), most recently changed first, so a job reads
-- the students holding a skill it credits instead of walking every student until enough pass. Derived from
-- student_match_entries by a trigger in the writing transaction. Core PostgreSQL only, which PGlite also runs.
CREATE TABLE "student_match_postings" (
	"term" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"cv_id" uuid NOT NULL,
	"place_box" "box"
);
--> statement-breakpoint
-- The terms of one student entry: each distinct skill under each job type the CV wishes for, or "*".
CREATE FUNCTION "matching_student_terms"(skill_ids text[], desired_types jsonb) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 's|' || s || '|' || t
  FROM (SELECT DISTINCT u FROM unnest(skill_ids) AS u) AS d(s),
    (SELECT DISTINCT v FROM jsonb_array_elements_text(desired_types) AS v
     UNION ALL SELECT '*' WHERE jsonb_array_length(desired_types) = 0) AS w(t)
$$;--> statement-breakpoint
CREATE FUNCTION "sync_student_match_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "student_match_postings";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- By the index's own key (no second index on cv_id for a dozen rows a student).
    DELETE FROM "student_match_postings" AS p
    USING old_rows AS o, matching_student_terms(o."skill_ids", o."desired_types") AS t(term)
    WHERE p."term" = t."term" AND p."updated_at" = o."updated_at" AND p."cv_id" = o."cv_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "student_match_postings"
      SELECT t."term", n."updated_at", n."cv_id", n."place_box"
      FROM new_rows AS n, matching_student_terms(n."skill_ids", n."desired_types") AS t(term);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "student_match_entries_postings_insert" AFTER INSERT ON "student_match_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_student_match_postings"();--> statement-breakpoint
CREATE TRIGGER "student_match_entries_postings_update" AFTER UPDATE ON "student_match_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_student_match_postings"();--> statement-breakpoint
CREATE TRIGGER "student_match_entries_postings_delete" AFTER DELETE ON "student_match_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_student_match_postings"();--> statement-breakpoint
CREATE TRIGGER "student_match_entries_postings_truncate" AFTER TRUNCATE ON "student_match_entries" FOR EACH STATEMENT EXECUTE FUNCTION "sync_student_match_postings"();--> statement-breakpoint
-- What is there already, then the index (built once over the filled table).
INSERT INTO "student_match_postings"
  SELECT t."term", e."updated_at", e."cv_id", e."place_box"
  FROM "student_match_entries" AS e, matching_student_terms(e."skill_ids", e."desired_types") AS t(term);--> statement-breakpoint
-- A term's students most recently changed first, with the box the window checks (index-only scans).
CREATE UNIQUE INDEX "student_match_postings_term_idx" ON "student_match_postings" ("term", "updated_at" DESC, "cv_id" DESC)
  INCLUDE ("place_box");
