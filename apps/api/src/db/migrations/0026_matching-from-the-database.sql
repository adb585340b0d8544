-- Matching without an in-memory index (decision 034): narrow rows of what a ranking's candidate window
-- reads, kept by triggers in the writing transaction, with indexes for newest-first walks (covering) and for
-- skill lookups (GIN). Core PostgreSQL only, which PGlite also runs.
CREATE TABLE "job_match_entries" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"work_mode" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"required_skill_ids" text[] NOT NULL,
	"skill_ids" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_match_entries" (
	"cv_id" uuid PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"skill_ids" text[] NOT NULL,
	"desired_types" jsonb NOT NULL,
	"place_box" "box"
);
--> statement-breakpoint
-- A list of skill references' ids ({"skillId": …}).
CREATE FUNCTION "matching_skill_ids"(refs jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(ref ->> 'skillId'), '{}'::text[]) FROM jsonb_array_elements(refs) AS ref
$$;--> statement-breakpoint
-- A box (x = longitude, y = latitude) holding every place a CV accepts a job at, or NULL for any place
-- (willing to relocate, no places, a place without a point, near a pole or across the antimeridian). Larger
-- than the engine's boxes (cvPlaceAreas: radius at least 10 km, times 1.01 plus 1 km, 111.32 km a degree):
-- 2 km more, 110 km a degree, and the cosine of a latitude further from the equator, so that it never leaves
-- out a place the engine keeps.
CREATE FUNCTION "matching_place_box"(places jsonb, radius_km integer, relocate boolean) RETURNS box
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN relocate OR jsonb_typeof(places) <> 'array' OR jsonb_array_length(places) = 0 THEN NULL
    ELSE (
      SELECT CASE
        WHEN count(p.lat) < count(*) OR count(p.lon) < count(*) OR max(abs(p.lat)) + d.lat > 80 THEN NULL
        WHEN min(p.lon) - d.lat / cos(radians(max(abs(p.lat)) + d.lat)) < -180
          OR max(p.lon) + d.lat / cos(radians(max(abs(p.lat)) + d.lat)) > 180 THEN NULL
        ELSE box(
          point(min(p.lon) - d.lat / cos(radians(max(abs(p.lat)) + d.lat)), min(p.lat) - d.lat),
          point(max(p.lon) + d.lat / cos(radians(max(abs(p.lat)) + d.lat)), max(p.lat) + d.lat)
        )
      END
      FROM (
        SELECT (place ->> 'lat')::double precision AS lat, (place ->> 'lon')::double precision AS lon
        FROM jsonb_array_elements(places) AS place
      ) AS p,
      (SELECT (greatest(radius_km, 10) * 1.01 + 3) / 110.0 AS lat) AS d
      GROUP BY d.lat
    )
  END
$$;--> statement-breakpoint
-- Jobs: every inserted or updated job's entry is written anew (published) or removed (any other status).
CREATE FUNCTION "sync_job_match_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "job_match_entries";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "job_match_entries" AS e USING old_rows AS o WHERE e."job_id" = o."id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "job_match_entries"
      SELECT n."id", coalesce(n."published_at", n."created_at"), n."type", n."work_mode", n."lat", n."lon",
        matching_skill_ids(n."required_skills"), n."skill_ids"
      FROM new_rows AS n WHERE n."status" = 'published';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_match_entries_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_job_match_entries"();--> statement-breakpoint
CREATE TRIGGER "jobs_match_entries_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_job_match_entries"();--> statement-breakpoint
CREATE TRIGGER "jobs_match_entries_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_job_match_entries"();--> statement-breakpoint
CREATE TRIGGER "jobs_match_entries_truncate" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "sync_job_match_entries"();--> statement-breakpoint
-- The entries of students' primary CVs while they are open to offers.
CREATE FUNCTION "insert_student_match_entries"(cv_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "student_match_entries"
    SELECT c."id", c."student_id", c."updated_at", c."skill_ids", c."desired_types",
      matching_place_box(c."preferred_places", c."radius_km", c."willing_to_relocate")
    FROM "cvs" AS c JOIN "students" AS s ON s."id" = c."student_id"
    WHERE c."id" = ANY(cv_ids) AND c."is_primary" AND s."open_to_offers"
$$;--> statement-breakpoint
-- CVs: every inserted or updated CV's entry is written anew from the row as it now is.
CREATE FUNCTION "sync_cv_match_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "student_match_entries";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "student_match_entries" AS e USING old_rows AS o WHERE e."cv_id" = o."id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM insert_student_match_entries(ARRAY(SELECT n."id" FROM new_rows AS n WHERE n."is_primary"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cvs_match_entries_insert" AFTER INSERT ON "cvs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_cv_match_entries"();--> statement-breakpoint
CREATE TRIGGER "cvs_match_entries_update" AFTER UPDATE ON "cvs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_cv_match_entries"();--> statement-breakpoint
CREATE TRIGGER "cvs_match_entries_delete" AFTER DELETE ON "cvs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_cv_match_entries"();--> statement-breakpoint
CREATE TRIGGER "cvs_match_entries_truncate" AFTER TRUNCATE ON "cvs" FOR EACH STATEMENT EXECUTE FUNCTION "sync_cv_match_entries"();--> statement-breakpoint
-- Students: opening to offers or closing (or any other change) writes their primary CV's entry anew.
CREATE FUNCTION "sync_student_match_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "student_match_entries" AS e USING new_rows AS n WHERE e."student_id" = n."id";
  PERFORM insert_student_match_entries(ARRAY(
    SELECT c."id" FROM "cvs" AS c JOIN new_rows AS n ON n."id" = c."student_id"
    WHERE c."is_primary" AND n."open_to_offers"
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "students_match_entries_update" AFTER UPDATE ON "students" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sync_student_match_entries"();--> statement-breakpoint
-- What is there already.
INSERT INTO "job_match_entries"
  SELECT "id", coalesce("published_at", "created_at"), "type", "work_mode", "lat", "lon",
    matching_skill_ids("required_skills"), "skill_ids"
  FROM "jobs" WHERE "status" = 'published';--> statement-breakpoint
INSERT INTO "student_match_entries"
  SELECT c."id", c."student_id", c."updated_at", c."skill_ids", c."desired_types",
    matching_place_box(c."preferred_places", c."radius_km", c."willing_to_relocate")
  FROM "cvs" AS c JOIN "students" AS s ON s."id" = c."student_id"
  WHERE c."is_primary" AND s."open_to_offers";--> statement-breakpoint
-- Newest first, with what a window's conditions and the weight sums read (index-only scans).
CREATE INDEX "job_match_entries_recent_idx" ON "job_match_entries" ("published_at" DESC, "job_id" DESC)
  INCLUDE ("type", "work_mode", "lat", "lon", "required_skill_ids", "skill_ids");--> statement-breakpoint
-- A CV with rare skills has few candidates: found by skill (no pending list: PGlite runs no autovacuum).
CREATE INDEX "job_match_entries_required_idx" ON "job_match_entries" USING gin ("required_skill_ids") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "job_match_entries_none_required_idx" ON "job_match_entries" ("published_at" DESC, "job_id" DESC)
  WHERE "required_skill_ids" = '{}'::text[];--> statement-breakpoint
CREATE INDEX "student_match_entries_recent_idx" ON "student_match_entries" ("updated_at" DESC, "cv_id" DESC)
  INCLUDE ("skill_ids", "desired_types", "place_box");--> statement-breakpoint
CREATE INDEX "student_match_entries_skills_idx" ON "student_match_entries" USING gin ("skill_ids") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "student_match_entries_student_idx" ON "student_match_entries" ("student_id");
