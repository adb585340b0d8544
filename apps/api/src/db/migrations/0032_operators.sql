-- Operators and their audit log (issue 37, decision 037). The log is append-only: the trigger below refuses to
-- change or remove a line, whoever asks (the API's own database user included); only a session that turns
-- triggers off on purpose (session_replication_role = replica: the demo snapshot moving its dates) passes.
CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"subject_label" text,
	"reason" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"permissions" text[] NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_audit_subject_idx" ON "operator_audit" USING btree ("subject_type","subject_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the operator audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER operator_audit_no_update_or_delete BEFORE UPDATE OR DELETE ON "operator_audit"
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();--> statement-breakpoint
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON "operator_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();
