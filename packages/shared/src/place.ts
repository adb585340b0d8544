import { z } from "zod";

/** A city-level place as suggested by /api/places and stored on accounts (and later jobs and CVs). */
export const placeSchema = z.object({
  id: z.string().min(1).max(64),
  label: z.string().min(1).max(200),
  city: z.string().min(1).max(120),
  region: z.string().max(120),
  country: z.string().min(1).max(120),
  countryCode: z.string().length(2),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type Place = z.infer<typeof placeSchema>;

export const placeQuerySchema = z.object({
  q: z.string().trim().min(1, "Type at least one letter.").max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
