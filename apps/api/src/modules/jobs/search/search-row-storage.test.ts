import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { it } from "../../../test/api-test.ts";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/*
 * Search reads job rows one after another (the newest-first walk, capped counts, filters), so how wide a row is
 * decides how many pages a cold search reads (migration 0016, decision 017). Rows of ~4,000 bytes made the
 * heap three times the size of PostgreSQL's default shared buffers at 100,000 jobs.
 */
it("keeps descriptions out of the row and what search and cards read in it", async ({ db }) => {
  const result = await db.execute(
    sql`select attname, attstorage from pg_attribute where attrelid = 'jobs'::regclass and attnum > 0 and not attisdropped`,
  );
  const storage = Object.fromEntries(
    rowsOf<{ attname: string; attstorage: string }>(result).map((row) => [row.attname, row.attstorage]),
  );
  // 'e': out of line when the row is too wide, uncompressed, so a card's left(description, 800) reads one chunk.
  expect(storage).toMatchObject({ description: "e", description_head: "e" });
  // 'm': compressed, then moved out, only after everything else.
  for (const column of [
    "search_vector",
    "title",
    "company_id",
    "company_name",
    "skill_ids",
    "required_skills",
    "location",
  ])
    expect(storage[column], column).toBe("m");

  const options = await db.execute(sql`select reloptions from pg_class where oid = 'jobs'::regclass`);
  expect(rowsOf<{ reloptions: string[] | null }>(options)[0]?.reloptions).toContain("toast_tuple_target=2500");
});
