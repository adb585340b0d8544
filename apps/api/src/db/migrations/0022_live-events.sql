CREATE TABLE "live_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"txid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"account_id" text NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_account_id_auth_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_account_id_seq_idx" ON "live_events" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "live_events_txid_idx" ON "live_events" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Every API process listens on `live_events` and delivers to the tabs of the account named in the payload
-- (lib/live). Sent on commit; PostgreSQL folds repeats of one payload within a transaction into one.
CREATE FUNCTION "notify_live_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', NEW."account_id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "live_events_notify" AFTER INSERT ON "live_events" FOR EACH ROW EXECUTE FUNCTION "notify_live_event"();
