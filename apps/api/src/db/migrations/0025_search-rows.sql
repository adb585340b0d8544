-- Decision 034: the public search's narrow rows, one per published job, kept by triggers on "jobs" (see
-- db/schema/jobs.ts, jobSearchRows). The filter lexemes (type, work mode, skills, a half-degree cell of the
-- place) let the text index answer those filters with the words.
CREATE TABLE "job_search_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone,
	"type" text NOT NULL,
	"work_mode" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"pay_min_yearly" integer,
	"pay_currency" text,
	"skill_ids" text[] NOT NULL,
	"start_date" date,
	"company_id" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_search_rows" ADD CONSTRAINT "job_search_rows_id_jobs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The vector stays in the row (MAIN): a search tests it on every row it reads.
ALTER TABLE "job_search_rows" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
-- The lexemes a job's filter values add to its vector; search-filters.ts asks for the same ones.
CREATE FUNCTION "job_search_lexemes"("type" text, "work_mode" text, "skill_ids" text[], "lat" double precision, "lon" double precision)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(
    ARRAY['type:' || "type", 'mode:' || "work_mode"]
    || ARRAY(SELECT 'skill:' || skill FROM unnest("skill_ids") AS skill WHERE skill <> '')
    || CASE WHEN "lat" IS NULL OR "lon" IS NULL THEN ARRAY[]::text[]
       ELSE ARRAY['cell:' || floor("lat" * 2)::int || ':' || floor("lon" * 2)::int] END)
$$;--> statement-breakpoint
-- Typo correction's candidate spellings: each distinct title and company name of published jobs, with how many
-- of them use it (a job counts once for its title and once for its company's name).
CREATE TABLE "job_search_titles" (
	"text" text PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "keep_job_search_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Set-wise from the statement's transition tables: a row exactly while its job is published.
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    DELETE FROM "job_search_rows" WHERE "id" IN (SELECT "id" FROM old_rows);
    -- From the old rows' own state: a deleted job's search row may already be gone with it (the foreign key).
    WITH "texts" AS (
      SELECT "text", count(*)::int AS "jobs" FROM (
        SELECT "title" AS "text" FROM old_rows WHERE "status" = 'published'
        UNION ALL SELECT "company_name" FROM old_rows WHERE "status" = 'published'
      ) AS "each" GROUP BY "text"
    )
    UPDATE "job_search_titles" t SET "jobs" = t."jobs" - "texts"."jobs" FROM "texts" WHERE t."text" = "texts"."text";
    DELETE FROM "job_search_titles" WHERE "jobs" <= 0
      AND "text" IN (SELECT "title" FROM old_rows UNION SELECT "company_name" FROM old_rows);
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO "job_search_rows"
    SELECT "id", "published_at", "type", "work_mode", "lat", "lon", "pay_min_yearly", "pay_currency", "skill_ids",
      "start_date", "company_id",
      "search_vector" || job_search_lexemes("type", "work_mode", "skill_ids", "lat", "lon")
    FROM new_rows WHERE "status" = 'published';
    INSERT INTO "job_search_titles"
    SELECT "text", count(*)::int FROM (
      SELECT "title" AS "text" FROM new_rows WHERE "status" = 'published'
      UNION ALL SELECT "company_name" FROM new_rows WHERE "status" = 'published'
    ) AS "each" GROUP BY "text"
    ON CONFLICT ("text") DO UPDATE SET "jobs" = "job_search_titles"."jobs" + excluded."jobs";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_rows_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_job_search_rows"();--> statement-breakpoint
CREATE TRIGGER "jobs_search_rows_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_job_search_rows"();--> statement-breakpoint
CREATE TRIGGER "jobs_search_rows_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_job_search_rows"();--> statement-breakpoint
INSERT INTO "job_search_rows"
SELECT "id", "published_at", "type", "work_mode", "lat", "lon", "pay_min_yearly", "pay_currency", "skill_ids",
  "start_date", "company_id",
  "search_vector" || job_search_lexemes("type", "work_mode", "skill_ids", "lat", "lon")
FROM "jobs" WHERE "status" = 'published';--> statement-breakpoint
INSERT INTO "job_search_titles"
SELECT "text", count(*)::int FROM (
  SELECT "title" AS "text" FROM "jobs" WHERE "status" = 'published'
  UNION ALL SELECT "company_name" FROM "jobs" WHERE "status" = 'published'
) AS "each" GROUP BY "text";--> statement-breakpoint
CREATE INDEX "job_search_titles_text_trgm_idx" ON "job_search_titles" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_search_rows_published_at_idx" ON "job_search_rows" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "job_search_rows_search_vector_idx" ON "job_search_rows" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_search_rows_point_idx" ON "job_search_rows" USING gist (point("lon", "lat"));
