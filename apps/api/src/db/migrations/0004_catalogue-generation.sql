CREATE TABLE "catalogue_generation" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_generation_one_row" CHECK ("catalogue_generation"."only")
);
--> statement-breakpoint
INSERT INTO "catalogue_generation" ("only", "generation") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE "catalogue_generation" SET "generation" = "generation" + 1 RETURNING "generation" INTO next;
  -- Delivered on commit; the embedded database hands it to the process with the committing statement.
  PERFORM pg_notify('catalogue_generation', next::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_bump_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_generation"();--> statement-breakpoint
CREATE TRIGGER "companies_bump_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_generation"();
