-- Decision 034, fourth session: the search rows' words and their time buckets in one text index, so that a search
-- over a stretch of the newest rows (search/recency-steps.ts) finds its words inside the stretch in one scan,
-- instead of a bitmap of the words in every job ANDed with a range of the published-time index and every match
-- fetched to be tested (a common word's 13k rows at 1M for a few hundred kept).
-- A row's hour, day and 16 days since the epoch, each level in its own range of integers (recency-buckets.ts
-- names a stretch with the same numbers). The epoch of a timestamptz does not depend on the time zone.
CREATE OR REPLACE FUNCTION "job_search_recency"("at" timestamptz) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "at" IS NULL THEN '{}'::int[] ELSE ARRAY[
    floor(extract(epoch FROM "at") / 3600)::int,
    100000000 + floor(extract(epoch FROM "at") / 86400)::int,
    200000000 + floor(extract(epoch FROM "at") / 1382400)::int] END
$$;--> statement-breakpoint
-- The new index first, so that searches keep one while it is built. Idempotent: a kept bench cluster may have
-- been given the index by hand before this migration was recorded.
CREATE INDEX IF NOT EXISTS "job_search_rows_words_recency_idx" ON "job_search_rows" USING gin ("search_vector",job_search_recency("published_at")) WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX IF EXISTS "job_search_rows_search_vector_idx";--> statement-breakpoint
-- Nearest first, place by place (search/nearest-page.ts): a loose scan finds the places of a latitude band one
-- probe each, and each place gives its jobs in id order from the index alone.
CREATE INDEX IF NOT EXISTS "job_search_rows_place_idx" ON "job_search_rows" USING btree ("lat","lon","id");
