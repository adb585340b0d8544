-- Who a request is comes from its session row and its account row (lib/http/session.ts, db/account-role.ts).
-- On the embedded database this process is the only writer and remembers live sessions between requests; it
-- forgets them when any of these tables changes (a sign-in, a sign-out, a password reset, an account finished
-- or deleted). Delivered on commit; the embedded database hands it over with the committing statement.
CREATE FUNCTION "notify_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_change', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_notify_account_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "auth_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_change"();--> statement-breakpoint
CREATE TRIGGER "students_notify_account_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_change"();--> statement-breakpoint
CREATE TRIGGER "companies_notify_account_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "notify_account_change"();
