CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"work_mode" text NOT NULL,
	"location" jsonb,
	"required_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nice_to_have_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_degree" text,
	"fields_of_study" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date,
	"duration_months" integer,
	"pay" jsonb,
	"positions" integer DEFAULT 1 NOT NULL,
	"deadline" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"lat" double precision,
	"lon" double precision,
	"pay_min_yearly" integer,
	"pay_max_yearly" integer,
	"pay_currency" text,
	"skill_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"skill_labels" text DEFAULT '' NOT NULL,
	"company_name" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A')
      || setweight(to_tsvector('english', "skill_labels" || ' ' || "company_name"), 'B')
      || setweight(to_tsvector('english', "description"), 'C')
      || setweight(to_tsvector('english', coalesce("location"->>'city', '') || ' ' || coalesce("location"->>'country', '')), 'D')) STORED NOT NULL
);
--> statement-breakpoint
-- Hand-added (drizzle-kit does not model storage): the row keeps what search reads for every candidate
-- and moves the rest out of line. The text vector stays in the row (compressed): a search that walks the
-- newest jobs tests it row by row, and reading it from the TOAST table costs 5-6 times more (measured at
-- 100,000 jobs: about 1.4 us a row in the row, 7-8 us from TOAST, on PGlite and PostgreSQL alike).
-- Title, company name and skill ids stay too (typo lookups and the skills filter read them).
-- Everything else long (description, place, skills, languages, pay as JSON) goes out of line as soon as
-- a row passes 256 bytes; only the job page and result cards read those.
ALTER TABLE "jobs" SET (toast_tuple_target = 256);--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "company_name" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "skill_ids" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_company_id_status_idx" ON "jobs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "jobs_published_at_idx" ON "jobs" USING btree ("published_at","id") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector") WITH (fastupdate=false) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_company_name_trgm_idx" ON "jobs" USING gin ("company_name" gin_trgm_ops) WITH (fastupdate=false) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_skill_ids_idx" ON "jobs" USING gin ("skill_ids") WITH (fastupdate=false) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_location_point_idx" ON "jobs" USING gist (point("lon", "lat")) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_pay_min_yearly_idx" ON "jobs" USING btree ("pay_min_yearly") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_start_date_idx" ON "jobs" USING btree ("start_date") WHERE "jobs"."status" = 'published';