import { z } from "zod";

// URL parameters: a list may come repeated (?type=a&type=b), comma-separated (?type=a,b) or both.
const toList = (value: unknown) => {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : [value])
    .flatMap((item) => String(item).split(","))
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
};
// One message on the parameter itself ("type"), naming the values that are not known. When `known` lists the
// allowed values themselves (not a description of them), the document gives the items that enum, so that a
// generated client types the filter.
export const listParam = (allowed: (value: string) => boolean, what: string, max: number, known?: readonly string[]) =>
  z.preprocess(
    toList,
    z
      .array(known?.every(allowed) ? z.string().meta({ enum: [...known] }) : z.string())
      .describe(`Repeat the parameter or separate with commas${known ? `: ${known.join(", ")}` : ""}.`)
      .max(max, `Choose at most ${max}.`)
      .superRefine((values, ctx) => {
        const unknown = values.filter((value) => !allowed(value));
        if (unknown.length > 0) ctx.addIssue({ code: "custom", message: `Unknown ${what}: ${unknown.join(", ")}.` });
      })
      .optional(),
  );
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

/** A place to measure distances from, as `lat,lon`. */
export const nearSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/, "Use the form lat,lon.")
  .transform((value, ctx) => {
    const [lat, lon] = value.split(",").map(Number) as [number, number];
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      ctx.addIssue({ code: "custom", message: "Latitude is -90 to 90 and longitude -180 to 180." });
      return z.NEVER;
    }
    return { lat, lon };
  });
