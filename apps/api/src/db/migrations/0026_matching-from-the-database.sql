-- Matching without an in-memory index (decision 034): rankings take a window of the newest candidates from
-- narrow index entries (index-only scans), then order it as the matching index would. Everything here is
-- core PostgreSQL that PGlite also runs.

-- A list of skill references' ids ({"skillId": …}), for a generated column (immutable: it reads only its argument).
CREATE FUNCTION "matching_skill_ids"(refs jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(ref ->> 'skillId'), '{}'::text[]) FROM jsonb_array_elements(refs) AS ref
$$;--> statement-breakpoint
-- A box (x = longitude, y = latitude) holding every place a CV accepts a job at, or NULL for any place
-- (willing to relocate, no places, near a pole or across the antimeridian). Larger than the engine's boxes
-- (cvPlaceAreas: radius at least 10 km, times 1.01 plus 1 km, 111.32 km a degree): 2 km more, 110 km a degree
-- and the cosine of a latitude further from the equator, so it never leaves out a place the engine keeps.
CREATE FUNCTION "matching_place_box"(places jsonb, radius_km integer, relocate boolean) RETURNS box
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN relocate OR jsonb_typeof(places) <> 'array' OR jsonb_array_length(places) = 0 THEN NULL
    ELSE (
      SELECT CASE
        WHEN max(abs(p.lat)) + d.lat > 80 OR count(p.lat) < count(*) THEN NULL
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
ALTER TABLE "jobs" ADD COLUMN "required_skill_ids" text[] GENERATED ALWAYS AS (matching_skill_ids("required_skills")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "place_box" "box" GENERATED ALWAYS AS (matching_place_box("preferred_places", "radius_km", "willing_to_relocate")) STORED;--> statement-breakpoint
-- Recommendations: published jobs newest first, with what the window's conditions and the weight sums read.
CREATE INDEX "jobs_match_window_idx" ON "jobs" ("published_at" DESC, "id" DESC)
  INCLUDE ("type", "work_mode", "lat", "lon", "required_skill_ids", "skill_ids")
  WHERE "status" = 'published';--> statement-breakpoint
-- Candidates: primary CVs most recently changed first, with their skills, wishes and place box.
CREATE INDEX "cvs_match_window_idx" ON "cvs" ("updated_at" DESC, "id" DESC)
  INCLUDE ("student_id", "skill_ids", "desired_types", "place_box")
  WHERE "is_primary";
