-- The matching index keeps each published job's result card with its company's name, place and logo
-- (decision 013): a change to those marks every job of the company changed, in the writing transaction.
CREATE FUNCTION "record_company_matching_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "matching_changes" ("entity", "entity_id")
    SELECT DISTINCT 'job', j.id::text
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN "jobs" j ON j.company_id = n.id
    WHERE j.status = 'published'
      AND (n.name, n.address, n.logo_file_id) IS DISTINCT FROM (o.name, o.address, o.logo_file_id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "companies_matching_update" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_company_matching_changes"();
