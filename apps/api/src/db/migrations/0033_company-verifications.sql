-- Company verification (issue 37): an operator's decision about a company, one row per company once decided on;
-- a company without a row waits since it signed up.
CREATE TABLE "company_verifications" (
	"company_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"asked_at" timestamp with time zone,
	"decided_at" timestamp with time zone NOT NULL,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "company_verifications" ADD CONSTRAINT "company_verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_verifications_state_idx" ON "company_verifications" USING btree ("state");--> statement-breakpoint
-- A decision moves the catalogue generation (cached job reads carry the badge) and marks every published job
-- of the company changed (the search and matching indexes keep its card with the badge), in the deciding
-- transaction, as a company rename does (migrations 0004 and 0015).
CREATE TRIGGER "company_verifications_bump_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_verifications" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_generation"();--> statement-breakpoint
CREATE FUNCTION "record_company_verification_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "matching_changes" ("entity", "entity_id")
    SELECT DISTINCT 'job', j.id::text
    FROM new_rows n
    JOIN "jobs" j ON j.company_id = n.company_id
    WHERE j.status = 'published';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "company_verifications_matching_insert" AFTER INSERT ON "company_verifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_company_verification_changes"();--> statement-breakpoint
CREATE TRIGGER "company_verifications_matching_update" AFTER UPDATE ON "company_verifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_company_verification_changes"();
