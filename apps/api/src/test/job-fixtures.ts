import type { JobCreate } from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import { ZURICH } from "./test-app.ts";

// Test data only: places as /api/places returns them, and job bodies the API accepts.

const place = (
  id: string,
  city: string,
  region: string,
  country: string,
  countryCode: string,
  lat: number,
  lon: number,
): Place => ({
  id,
  label: `${city}, ${region}, ${country}`,
  city,
  region,
  country,
  countryCode,
  lat,
  lon,
});

export const PLACES = {
  zurich: ZURICH,
  winterthur: place("2657970", "Winterthur", "Zurich", "Switzerland", "CH", 47.50564, 8.72413),
  geneva: place("2660646", "Geneva", "Geneva", "Switzerland", "CH", 46.20222, 6.14569),
  hamburg: place("2911298", "Hamburg", "Hamburg", "Germany", "DE", 53.55073, 9.99302),
  berlin: place("2950159", "Berlin", "Berlin", "Germany", "DE", 52.52437, 13.41053),
};

export const LONG_DESCRIPTION =
  "## About the role\n\nYou join a small team that ships every week. You will pair with experienced colleagues, " +
  "own a feature from idea to release and learn how we work with customers.";

/** A job that can be published as it is; override what a test is about. */
export function publishableJob(overrides: Partial<JobCreate> = {}): JobCreate {
  return {
    title: "Software Engineering Intern",
    description: LONG_DESCRIPTION,
    type: "internship",
    workMode: "hybrid",
    location: ZURICH,
    requiredSkills: [{ skillId: "typescript", level: 3 }],
    niceToHaveSkills: [],
    languages: [{ language: "en", level: "B2" }],
    minDegree: "bachelor",
    fieldsOfStudy: ["Computer Science"],
    startDate: "2027-03-01",
    durationMonths: 6,
    pay: { min: 3000, max: 3500, currency: "CHF", period: "month" },
    positions: 2,
    deadline: "2027-01-31",
    ...overrides,
  };
}
