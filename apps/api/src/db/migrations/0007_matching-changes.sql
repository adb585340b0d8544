CREATE TABLE "matching_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matching_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"txid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "matching_changes_txid_idx" ON "matching_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "matching_changes_changed_at_idx" ON "matching_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE FUNCTION "record_matching_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the entity ('job' or 'student'); TG_ARGV[1]: the column naming it. One row per changed row,
  -- written set-wise from the statement's transition table.
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO "matching_changes" ("entity") VALUES ('reset');
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO matching_changes (entity, entity_id) SELECT DISTINCT %L, %I::text FROM old_rows', TG_ARGV[0], TG_ARGV[1]);
  ELSE
    EXECUTE format('INSERT INTO matching_changes (entity, entity_id) SELECT DISTINCT %L, %I::text FROM new_rows', TG_ARGV[0], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_matching_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"('job', 'id');--> statement-breakpoint
CREATE TRIGGER "jobs_matching_update" AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"('job', 'id');--> statement-breakpoint
CREATE TRIGGER "jobs_matching_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"('job', 'id');--> statement-breakpoint
CREATE TRIGGER "jobs_matching_truncate" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"();--> statement-breakpoint
CREATE TRIGGER "cvs_matching_insert" AFTER INSERT ON "cvs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"('student', 'student_id');--> statement-breakpoint
CREATE TRIGGER "cvs_matching_update" AFTER UPDATE ON "cvs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"('student', 'student_id');--> statement-breakpoint
CREATE TRIGGER "cvs_matching_delete" AFTER DELETE ON "cvs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"('student', 'student_id');--> statement-breakpoint
CREATE TRIGGER "cvs_matching_truncate" AFTER TRUNCATE ON "cvs" FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"();--> statement-breakpoint
CREATE TRIGGER "students_matching_update" AFTER UPDATE ON "students" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"('student', 'id');--> statement-breakpoint
CREATE TRIGGER "students_matching_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"('student', 'id');--> statement-breakpoint
CREATE TRIGGER "students_matching_truncate" AFTER TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "record_matching_changes"();
