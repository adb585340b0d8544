-- A ranking's window of candidate jobs read by the terms a CV asks for (decision 034): each published job filed
-- under skill × type × place cell (and × any place), newest first, so a CV reads its own candidates instead of
-- walking the newest jobs until enough pass its type, skill and place. Derived from job_match_entries by a
-- trigger in the writing transaction. Core PostgreSQL only, which PGlite also runs.
CREATE TABLE "job_match_postings" (
	"term" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"job_id" uuid NOT NULL,
	"weight" smallint NOT NULL,
	"lat" double precision,
	"lon" double precision
);
--> statement-breakpoint
-- A job's half-degree square ("97,23": floor of twice the latitude and longitude), or "r" for a job done
-- remotely or without a point: every CV keeping to places takes those (job-window.ts).
CREATE FUNCTION "matching_job_cell"(work_mode text, lat double precision, lon double precision) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN work_mode = 'remote' OR lat IS NULL OR lon IS NULL THEN 'r'
    ELSE floor(lat * 2)::int::text || ',' || floor(lon * 2)::int::text END
$$;--> statement-breakpoint
-- The postings of one job entry: each skill (3 when required, 1 when only asked) and, when it requires none,
-- the marker "-" (0), each under its cell and under "*".
CREATE FUNCTION "matching_job_postings"(skill_ids text[], required_skill_ids text[], type text, cell text)
RETURNS TABLE ("term" text, "weight" smallint, "at_cell" boolean)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT k.key || '|' || type || '|' || c.cell, k.weight, c.cell <> '*'
  FROM (
    SELECT 's|' || s AS key, (CASE WHEN s = ANY(required_skill_ids) THEN 3 ELSE 1 END)::smallint AS weight
    FROM (SELECT DISTINCT u FROM unnest(skill_ids) AS u) AS d(s)
    UNION ALL
    SELECT '-', 0::smallint WHERE cardinality(required_skill_ids) = 0
  ) AS k, (VALUES (cell), ('*')) AS c(cell)
$$;--> statement-breakpoint
CREATE FUNCTION "sync_job_match_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "job_match_postings";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- By the index's own key (no second index on job_id for 10 rows a job).
    DELETE FROM "job_match_postings" AS p
    USING old_rows AS o, matching_job_postings(o."skill_ids", o."required_skill_ids", o."type",
      matching_job_cell(o."work_mode", o."lat", o."lon")) AS t
    WHERE p."term" = t."term" AND p."published_at" = o."published_at" AND p."job_id" = o."job_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "job_match_postings"
      SELECT t."term", n."published_at", n."job_id", t."weight",
        CASE WHEN t."at_cell" AND NOT t."term" LIKE '%|r' THEN n."lat" END,
        CASE WHEN t."at_cell" AND NOT t."term" LIKE '%|r' THEN n."lon" END
      FROM new_rows AS n, matching_job_postings(n."skill_ids", n."required_skill_ids", n."type",
        matching_job_cell(n."work_mode", n."lat", n."lon")) AS t;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "job_match_entries_postings_insert" AFTER INSERT ON "job_match_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_job_match_postings"();--> statement-breakpoint
CREATE TRIGGER "job_match_entries_postings_update" AFTER UPDATE ON "job_match_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_job_match_postings"();--> statement-breakpoint
CREATE TRIGGER "job_match_entries_postings_delete" AFTER DELETE ON "job_match_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_job_match_postings"();--> statement-breakpoint
CREATE TRIGGER "job_match_entries_postings_truncate" AFTER TRUNCATE ON "job_match_entries" FOR EACH STATEMENT EXECUTE FUNCTION "sync_job_match_postings"();--> statement-breakpoint
-- What is there already, then the index (built once over the filled table).
INSERT INTO "job_match_postings"
  SELECT t."term", e."published_at", e."job_id", t."weight",
    CASE WHEN t."at_cell" AND NOT t."term" LIKE '%|r' THEN e."lat" END,
    CASE WHEN t."at_cell" AND NOT t."term" LIKE '%|r' THEN e."lon" END
  FROM "job_match_entries" AS e, matching_job_postings(e."skill_ids", e."required_skill_ids", e."type",
    matching_job_cell(e."work_mode", e."lat", e."lon")) AS t;--> statement-breakpoint
-- A term's jobs newest first, with what the window sums and the exact box reads (index-only scans).
CREATE UNIQUE INDEX "job_match_postings_term_idx" ON "job_match_postings" ("term", "published_at" DESC, "job_id" DESC)
  INCLUDE ("weight", "lat", "lon");
