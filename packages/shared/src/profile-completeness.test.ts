import { describe, expect, it } from "vitest";
import type { CompanyAccount, StudentAccount } from "./account.ts";
import { profileCompleteness } from "./profile-completeness.ts";

const zurich = {
  id: "2657896",
  label: "Zürich, Zurich, Switzerland",
  city: "Zürich",
  region: "Zurich",
  country: "Switzerland",
  countryCode: "CH",
  lat: 47.37,
  lon: 8.55,
};

const emptyStudent: StudentAccount = {
  id: "u1",
  role: "student",
  emailAddress: "anna@example.com",
  name: "Anna Muster",
  address: null,
  university: null,
  fieldOfStudy: null,
  degreeLevel: null,
  expectedGraduation: null,
  phone: null,
  bio: null,
  links: { linkedin: null, github: null, portfolio: null },
  openToOffers: false,
  shareRatings: false,
  avatarFileId: null,
  avatarUrl: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const fullStudent: StudentAccount = {
  ...emptyStudent,
  address: zurich,
  university: "ETH Zürich",
  fieldOfStudy: "Computer Science",
  degreeLevel: "master",
  expectedGraduation: "2027-06",
  bio: "I build things.",
  links: { linkedin: null, github: "https://github.com/anna", portfolio: null },
};

const emptyCompany: CompanyAccount = {
  id: "u2",
  role: "company",
  emailAddress: "jobs@acme.example",
  name: "Acme",
  address: null,
  website: null,
  industry: null,
  sizeBand: null,
  description: null,
  logoFileId: null,
  logoUrl: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("profileCompleteness", () => {
  it("counts only the name for a fresh student and lists the rest in form order", () => {
    const result = profileCompleteness(emptyStudent);
    expect(result.percent).toBe(13);
    expect(result.missing.map((item) => item.field)).toEqual([
      "address",
      "university",
      "fieldOfStudy",
      "degreeLevel",
      "expectedGraduation",
      "bio",
      "links.linkedin",
    ]);
    expect(result.missing[1]).toEqual({ field: "university", label: "Add your university" });
  });

  it("is complete for a student with every profile field, without asking for a phone number", () => {
    expect(profileCompleteness(fullStudent)).toEqual({ percent: 100, missing: [] });
  });

  it("treats whitespace as empty and any one link as enough", () => {
    const result = profileCompleteness({
      ...fullStudent,
      bio: "   ",
      links: { linkedin: null, github: null, portfolio: "https://anna.dev" },
    });
    expect(result.missing).toEqual([{ field: "bio", label: "Write a short bio" }]);
    expect(result.percent).toBe(88);
  });

  it("scores companies on their own fields", () => {
    expect(profileCompleteness(emptyCompany)).toEqual({
      percent: 17,
      missing: [
        { field: "address", label: "Add where the company is based" },
        { field: "website", label: "Add your website" },
        { field: "industry", label: "Add your industry" },
        { field: "sizeBand", label: "Choose the company size" },
        { field: "description", label: "Describe the company" },
      ],
    });
    const full = profileCompleteness({
      ...emptyCompany,
      address: zurich,
      website: "https://acme.example",
      industry: "Software",
      sizeBand: "11-50",
      description: "We make anvils.",
    });
    expect(full).toEqual({ percent: 100, missing: [] });
  });

  it("never goes below 0 or above 100 and rises with every filled field", () => {
    const steps: StudentAccount[] = [
      emptyStudent,
      { ...emptyStudent, address: zurich },
      { ...emptyStudent, address: zurich, university: "ETH" },
    ];
    const percents = steps.map((account) => profileCompleteness(account).percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(Math.min(...percents)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...percents)).toBeLessThanOrEqual(100);
  });
});
