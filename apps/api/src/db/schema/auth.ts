import { boolean, index, integer, pgTable, text, timestamp, bigint } from "drizzle-orm/pg-core";

// Tables owned by better-auth; column names follow its model so the Drizzle adapter maps them directly.
export const users = pgTable(
  "auth_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Not a better-auth field: signed up beyond its address's hourly budget (decision 023). Until the mailed
    // link is opened the account reaches no one: no applications, invitations, ratings, reports, round actions.
    mustConfirmEmail: boolean("must_confirm_email").notNull().default(false),
    // Not better-auth fields (decision 035): the interface language the person chose in their account (null:
    // follow the browser), and the one they last used Stint in (set at sign-up and when a page is served to
    // them). Mails and notifications go out in the first of these, else English.
    uiLanguage: text("ui_language"),
    lastUiLanguage: text("last_ui_language"),
    // Not better-auth fields (issue 37): an operator suspended the account, telling the person why. While set, no
    // session is created for it (lib/auth.ts), and its jobs or its profile reach no one else.
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspensionReason: text("suspension_reason"),
  },
  (table) => [
    // The console's account search (issue 37): a part of an email or a name, newest first, a page at a time.
    index("auth_users_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("auth_users_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("auth_users_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
  ],
);

export const sessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [index("auth_sessions_user_id_idx").on(table.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_verifications_identifier_idx").on(table.identifier)],
);

/** Rate-limit counters live in the database so that several API processes share them. */
export const rateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
