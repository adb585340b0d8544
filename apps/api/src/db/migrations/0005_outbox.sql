CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_events_due_idx" ON "outbox_events" USING btree ("run_after","id") WHERE "outbox_events"."processed_at" is null and "outbox_events"."failed_at" is null;--> statement-breakpoint
CREATE FUNCTION "notify_outbox_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Delivered on commit: a worker that listens wakes at once instead of at its next poll.
  PERFORM pg_notify('outbox_events', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "outbox_events_notify" AFTER INSERT ON "outbox_events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_outbox_events"();
