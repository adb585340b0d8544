import type { CompanySize, DegreeLevel } from "@stint/shared/account";
import type { Place } from "@stint/shared/place";
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { files } from "./files.ts";

// The seed keeps students and companies in two separate collections whose id is the auth user's id.
const common = {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailAddress: text("email_address").notNull(),
  name: text("name").notNull(),
  address: jsonb("address").$type<Place>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const students = pgTable(
  "students",
  {
    ...common,
    role: text("role", { enum: ["student"] })
      .notNull()
      .default("student"),
    university: text("university"),
    fieldOfStudy: text("field_of_study"),
    degreeLevel: text("degree_level").$type<DegreeLevel>(),
    expectedGraduation: text("expected_graduation"),
    phone: text("phone"),
    bio: text("bio"),
    links: jsonb("links")
      .$type<{ linkedin: string | null; github: string | null; portfolio: string | null }>()
      .notNull()
      .default({ linkedin: null, github: null, portfolio: null }),
    // One setting (issue 30): companies find the student, see their primary CV and may invite them to apply.
    openToOffers: boolean("open_to_offers").notNull().default(false),
    // Open to offers turned off because an operator suspended the student (issue 37): resuming turns it on again.
    offersWithheldAt: timestamp("offers_withheld_at", { withTimezone: true }),
    shareRatings: boolean("share_ratings").notNull().default(false),
    avatarFileId: uuid("avatar_file_id").references(() => files.id, { onDelete: "set null" }),
  },
  (table) => [uniqueIndex("students_email_address_idx").on(table.emailAddress)],
);

export const companies = pgTable(
  "companies",
  {
    ...common,
    role: text("role", { enum: ["company"] })
      .notNull()
      .default("company"),
    website: text("website"),
    industry: text("industry"),
    sizeBand: text("size_band").$type<CompanySize>(),
    description: text("description"),
    logoFileId: uuid("logo_file_id").references(() => files.id, { onDelete: "set null" }),
  },
  (table) => [uniqueIndex("companies_email_address_idx").on(table.emailAddress)],
);
