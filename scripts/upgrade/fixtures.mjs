// What the upgrade test writes: request bodies the 1.0.0 API accepts (the same shapes as the API tests'
// fixtures in apps/api/src/test), kept here so the test does not import the code it is testing.

export const PASSWORD = "correct horse battery staple";

export const ZURICH = {
  id: "2657896",
  label: "Zürich, Zurich, Switzerland",
  city: "Zürich",
  region: "Zurich",
  country: "Switzerland",
  countryCode: "CH",
  lat: 47.36667,
  lon: 8.55,
};

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD`, `days` from today (UTC). */
export const dayFromNow = (days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** An ISO instant `hours` from now, on the minute. */
export const hoursFromNow = (hours) =>
  new Date(Math.floor((Date.now() + hours * 3_600_000) / 60_000) * 60_000).toISOString();

export function jobBody(overrides = {}) {
  return {
    title: "Software Engineering Intern",
    description:
      "## About the role\n\nYou join a small team that ships every week. You will pair with experienced " +
      "colleagues, own a feature from idea to release and learn how we work with customers.",
    type: "internship",
    workMode: "hybrid",
    location: ZURICH,
    requiredSkills: [{ skillId: "typescript", level: 3 }],
    niceToHaveSkills: [{ skillId: "python", level: 2 }],
    languages: [{ language: "en", level: "B2" }],
    minDegree: "bachelor",
    fieldsOfStudy: ["Computer Science"],
    startDate: dayFromNow(90),
    durationMonths: 6,
    pay: { min: 3000, max: 3500, currency: "CHF", period: "month" },
    positions: 2,
    deadline: dayFromNow(60),
    publish: true,
    ...overrides,
  };
}

export function cvBody(overrides = {}) {
  return {
    title: "Robotics internship CV",
    summary: "Master's student in robotics, looking for an internship in autonomous navigation.",
    education: [
      { school: "ETH Zürich", degreeLevel: "master", field: "Robotics", start: "2025-09", end: null, grade: "5.4 / 6" },
      {
        school: "EPFL",
        degreeLevel: "bachelor",
        field: "Mechanical Engineering",
        start: "2022-09",
        end: "2025-07",
        grade: "",
      },
    ],
    experience: [
      {
        title: "Teaching assistant",
        organisation: "ETH Zürich",
        start: "2025-09",
        end: "2026-02",
        description: "Control systems.",
      },
    ],
    skills: [
      { skillId: "python", level: 4 },
      { skillId: "typescript", level: 3 },
    ],
    languages: [
      { language: "de", level: "C2" },
      { language: "en", level: "C1" },
    ],
    desiredTypes: ["internship", "working-student"],
    desiredWorkModes: ["hybrid", "on-site"],
    preferredPlaces: [ZURICH],
    radiusKm: 30,
    willingToRelocate: true,
    availableFrom: dayFromNow(60),
    availableTo: dayFromNow(300),
    fileId: null,
    ...overrides,
  };
}

/** A small but well-formed PDF, `label` making each one's bytes its own. */
export function pdfBytes(label) {
  const body = [
    "%PDF-1.4",
    `% ${label}`,
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n");
  return Buffer.from(`${body}\n`);
}

// The smallest PNG (1×1 pixel).
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

// The smallest JPEG (1×1 pixel): each stored file's bytes are its own, so a changed file is named rightly.
export const JPEG_BYTES = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);

export const RATING_TEXT = "We worked on real problems together and I learned a lot about how a team ships.";
