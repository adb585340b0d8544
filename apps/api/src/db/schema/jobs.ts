import type { DegreeLevel } from "@stint/shared/account";
import type { JobStatus, JobType, Pay, WorkMode } from "@stint/shared/jobs";
import type { LanguageRef } from "@stint/shared/languages";
import type { Place } from "@stint/shared/place";
import type { SkillRef } from "@stint/shared/skills/skill-ref";
import { sql } from "drizzle-orm";
import {
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./accounts.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The text-search configuration of the stored vector and of every query against it. 'english' rather than
 * 'simple': postings and searches are written in English (the product's language), and stemming is what
 * lets "developers" find "Developer" and "engineering" find "Engineer"; without it a search misses most
 * inflected words. The cost is English stop words ("it", "a") never matching; typos and names are covered
 * by the trigram indexes instead. A generated column needs an immutable expression, hence the explicit
 * regconfig instead of default_text_search_config.
 */
export const SEARCH_CONFIG = "english";
/** How much of a description result cards read (their excerpt is shorter; Markdown markup takes room). */
export const DESCRIPTION_HEAD_LENGTH = 800;

/**
 * Jobs keep the company's edit as JSON (location, skills, languages, pay) plus flat copies that search
 * filters and sorts on with plain indexes. The copies are computed in one place (job-derived-columns.ts)
 * and never edited on their own.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<JobStatus>().notNull().default("draft"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /**
     * The start of the description, for result cards: stored beside the row so that a page of cards does not
     * read each whole description out of its TOAST storage (up to 20,000 characters).
     */
    descriptionHead: text("description_head")
      .notNull()
      .generatedAlwaysAs(sql.raw(`left("description", ${DESCRIPTION_HEAD_LENGTH})`)),
    type: text("type").$type<JobType>().notNull(),
    workMode: text("work_mode").$type<WorkMode>().notNull(),
    location: jsonb("location").$type<Place>(),
    requiredSkills: jsonb("required_skills").$type<SkillRef[]>().notNull().default([]),
    niceToHaveSkills: jsonb("nice_to_have_skills").$type<SkillRef[]>().notNull().default([]),
    languages: jsonb("languages").$type<LanguageRef[]>().notNull().default([]),
    minDegree: text("min_degree").$type<DegreeLevel>(),
    fieldsOfStudy: jsonb("fields_of_study").$type<string[]>().notNull().default([]),
    startDate: date("start_date", { mode: "string" }),
    durationMonths: integer("duration_months"),
    pay: jsonb("pay").$type<Pay>(),
    positions: integer("positions").notNull().default(1),
    deadline: date("deadline", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * Closed because an operator suspended the company (issue 37): resuming it publishes exactly these again. Set
     * only on a closed job; its page answers 404 to everyone but the company (get-job.ts).
     */
    withheldAt: timestamp("withheld_at", { withTimezone: true }),

    // Derived copies (see job-derived-columns.ts).
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    payMinYearly: integer("pay_min_yearly"),
    payMaxYearly: integer("pay_max_yearly"),
    payCurrency: text("pay_currency"),
    skillIds: text("skill_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillLabels: text("skill_labels").notNull().default(""),
    companyName: text("company_name").notNull(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`setweight(to_tsvector('${SEARCH_CONFIG}', "title"), 'A')
      || setweight(to_tsvector('${SEARCH_CONFIG}', "skill_labels" || ' ' || "company_name"), 'B')
      || setweight(to_tsvector('${SEARCH_CONFIG}', "description"), 'C')
      || setweight(to_tsvector('${SEARCH_CONFIG}', coalesce("location"->>'city', '') || ' ' || coalesce("location"->>'country', '')), 'D')`),
      ),
  },
  (table) => {
    // Search only ever looks at published jobs, so its indexes leave the rest out: smaller, and a match in
    // the index needs no status check on the row. A company's own list goes through company_id instead.
    const published = sql`${table.status} = 'published'`;
    // No pending list on the GIN indexes: PGlite runs no autovacuum to merge it, and searches would scan it.
    const gin = { fastupdate: false };
    return [
      index("jobs_company_id_status_idx").on(table.companyId, table.status),
      // Newest first (scanned backwards), the default order and the cheap pre-order of relevance ranking.
      index("jobs_published_at_idx").on(table.publishedAt, table.id).where(published),
      index("jobs_search_vector_idx").using("gin", table.searchVector).with(gin).where(published),
      index("jobs_title_trgm_idx").using("gin", table.title.op("gin_trgm_ops")).with(gin).where(published),
      index("jobs_company_name_trgm_idx").using("gin", table.companyName.op("gin_trgm_ops")).with(gin).where(published),
      index("jobs_skill_ids_idx").using("gin", table.skillIds).with(gin).where(published),
      // Bounding-box prefilter for "near": a GiST index on the point answers `point <@ box` (core PostgreSQL).
      index("jobs_location_point_idx")
        .using("gist", sql`point(${table.lon}, ${table.lat})`)
        .where(published),
      index("jobs_pay_min_yearly_idx").on(table.payMinYearly).where(published),
      index("jobs_start_date_idx").on(table.startDate).where(published),
      // Saved jobs' reminders (issue 36): the published jobs whose application deadline is near.
      index("jobs_deadline_idx").on(table.deadline).where(published),
    ];
  },
);

/**
 * Where a public search looks on PostgreSQL when no in-memory index holds the jobs (decision 034): one narrow
 * row per published job with what the search's filters and order read, and a text vector that also answers
 * the common filters. A search reads these rows to find, order and count its matches, and reads `jobs` only
 * for the page it shows: a jobs row is ~2.6 kB (three to a page), this one about half, and its GIN index
 * answers type, work mode, skills and place (roughly) together with the words, so that a filter does not
 * read a row only to drop it.
 *
 * Kept by triggers on `jobs` (migration 0025): a row exists exactly while its job is published, with the
 * job's own values. `search_vector` is the job's vector (positions and weights, so phrases and ranking work
 * as on `jobs`) plus the filter lexemes of `searchRowLexemes`, which no text search can produce (the parser
 * splits at ':').
 */
export const jobSearchRows = pgTable(
  "job_search_rows",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    type: text("type").$type<JobType>().notNull(),
    workMode: text("work_mode").$type<WorkMode>().notNull(),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    payMinYearly: integer("pay_min_yearly"),
    payCurrency: text("pay_currency"),
    skillIds: text("skill_ids").array().notNull(),
    startDate: date("start_date", { mode: "string" }),
    companyId: text("company_id").notNull(),
    searchVector: tsvector("search_vector").notNull(),
  },
  (table) => [
    index("job_search_rows_published_at_idx").on(table.publishedAt, table.id),
    // The words with the time buckets of job_search_recency (migration 0036, search/recency-buckets.ts): one scan
    // finds the words inside a stretch of the newest rows. Asked for words alone, it answers as a plain text index.
    index("job_search_rows_words_recency_idx")
      .using("gin", table.searchVector, sql`job_search_recency(${table.publishedAt})`)
      .with({ fastupdate: false }),
    index("job_search_rows_point_idx").using("gist", sql`point(${table.lon}, ${table.lat})`),
    // Nearest first place by place (migration 0036, search/nearest-page.ts): the places of a latitude band one probe
    // each, and a place's jobs in id order from the index alone.
    index("job_search_rows_place_idx").on(table.lat, table.lon, table.id),
  ],
);

/**
 * Typo correction's candidate spellings on the database path (decision 034): each distinct title and company
 * name of published jobs with how many use it, kept by the same triggers as jobSearchRows. A trigram lookup
 * over a few thousand distinct texts instead of every published job's title.
 */
export const jobSearchTitles = pgTable(
  "job_search_titles",
  {
    text: text("text").primaryKey(),
    jobs: integer("jobs").notNull(),
  },
  (table) => [index("job_search_titles_text_trgm_idx").using("gin", table.text.op("gin_trgm_ops"))],
);
