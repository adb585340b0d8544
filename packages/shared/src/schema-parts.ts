import { z } from "zod";

// Pieces the request and list schemas of several domains share, so each says one thing in one way.

/** An id in a body or a query: "Choose a job." when missing, a short string otherwise. */
export const idField = (what: string) =>
  z
    .string({ error: `Choose ${what}.` })
    .trim()
    .min(1, `Choose ${what}.`)
    .max(64, `This is not ${what}.`);

/** Free text that may be left out or emptied; an empty string is stored as null. */
export const optionalText = (max: number) =>
  z
    .string({ error: "Enter text." })
    .trim()
    .max(max, `Use at most ${max.toLocaleString("en")} characters.`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** `limit`: a page's size, 1–100, 20 by default. */
export const limitParam = z.coerce
  .number({ error: "Enter a number." })
  .int("Use a whole number.")
  .min(1, "At least 1.")
  .max(100, "At most 100.")
  .default(20);

/** Opaque: the `nextCursor` of the previous page. */
export const cursorParam = z.string().trim().max(200, "This is not a cursor from a previous page.").optional();

/** `true` or `false` in a URL. */
export const booleanParam = z
  .enum(["true", "false"], { error: "Use true or false." })
  .transform((value) => value === "true");

/** A page of a list, newest first, with the total of the whole list (after filters). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), nextCursor: z.string().nullable() });
