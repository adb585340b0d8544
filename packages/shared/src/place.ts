import { z } from "zod";
import { SINGLE_LINE, SINGLE_LINE_MESSAGE } from "./text.ts";

const line = (min: number, max: number) => z.string().min(min).max(max).regex(SINGLE_LINE, SINGLE_LINE_MESSAGE);

/** A city-level place as suggested by /api/places and stored on accounts (and later jobs and CVs). */
export const placeSchema = z.object({
  id: line(1, 64),
  label: line(1, 200),
  city: line(1, 120),
  region: line(0, 120),
  country: line(1, 120),
  countryCode: z.string().length(2),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type Place = z.infer<typeof placeSchema>;

export const placeQuerySchema = z.object({
  q: z.string().trim().min(1, "Type at least one letter.").max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** `GET /api/places/around`: a map's visible box; the box does not cross the antimeridian. */
export const placesAroundQuerySchema = z
  .object({
    south: latitude,
    west: longitude,
    north: latitude,
    east: longitude,
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .refine((box) => box.south <= box.north, { path: ["north"], message: "The north edge is south of the south edge." })
  .refine((box) => box.west <= box.east, {
    path: ["east"],
    message: "The east edge is west of the west edge (a box cannot cross the antimeridian).",
  });

/** A town on a map around a place: where it is and its name, nothing to choose. */
export const nearbyPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;
