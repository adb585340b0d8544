import type { EducationEntry, ExperienceEntry } from "@stint/shared/cvs";
import type { JobType, WorkMode } from "@stint/shared/jobs";
import type { LanguageRef } from "@stint/shared/languages";
import type { Place } from "@stint/shared/place";
import type { SkillRef } from "@stint/shared/skills/skill-ref";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { students } from "./accounts.ts";
import { files } from "./files.ts";

/**
 * A student's CVs. Lists the student edits as a whole (education, experience, skills, languages, places)
 * are JSON; `skillIds` is a flat copy of the skills for matching's indexes, computed on every write.
 */
export const cvs = pgTable(
  "cvs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: text("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    education: jsonb("education").$type<EducationEntry[]>().notNull().default([]),
    experience: jsonb("experience").$type<ExperienceEntry[]>().notNull().default([]),
    skills: jsonb("skills").$type<SkillRef[]>().notNull().default([]),
    skillIds: text("skill_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: jsonb("languages").$type<LanguageRef[]>().notNull().default([]),
    desiredTypes: jsonb("desired_types").$type<JobType[]>().notNull().default([]),
    desiredWorkModes: jsonb("desired_work_modes").$type<WorkMode[]>().notNull().default([]),
    preferredPlaces: jsonb("preferred_places").$type<Place[]>().notNull().default([]),
    radiusKm: integer("radius_km").notNull().default(50),
    willingToRelocate: boolean("willing_to_relocate").notNull().default(false),
    availableFrom: date("available_from", { mode: "string" }),
    availableTo: date("available_to", { mode: "string" }),
    // A deleted file leaves the CV without a PDF rather than deleting the CV.
    fileId: uuid("file_id").references(() => files.id, { onDelete: "set null" }),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("cvs_student_id_idx").on(table.studentId),
    // "Exactly one primary": the database refuses a second one, whatever races the API loses.
    uniqueIndex("cvs_one_primary_per_student_idx")
      .on(table.studentId)
      .where(sql`${table.isPrimary}`),
    index("cvs_skill_ids_idx").using("gin", table.skillIds),
    index("cvs_file_id_idx").on(table.fileId),
  ],
);
