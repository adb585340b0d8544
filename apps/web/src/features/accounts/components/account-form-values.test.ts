import type { StudentAccount } from "@stint/shared/account";
import { describe, expect, it } from "vitest";
import { changedFields, studentAccountToValues, studentValuesToPayload, urlOrNull } from "./account-form-values.ts";

const account: StudentAccount = {
  id: "u1",
  role: "student",
  emailAddress: "anna@example.com",
  name: "Anna Muster",
  address: null,
  university: "ETH Zürich",
  fieldOfStudy: null,
  degreeLevel: "master",
  expectedGraduation: "2027-06",
  phone: null,
  bio: null,
  links: { linkedin: null, github: "https://github.com/anna", portfolio: null },
  openToOffers: false,
  shareRatings: false,
  avatarFileId: null,
  avatarUrl: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("account form values", () => {
  const base = studentValuesToPayload(studentAccountToValues(account));

  it("round-trips an account without inventing changes", () => {
    expect(changedFields(base, base)).toEqual({});
  });

  it("reports only the fields that changed, emptied text as null and links as a whole", () => {
    const values = studentAccountToValues(account);
    const edited = studentValuesToPayload({
      ...values,
      fieldOfStudy: "  Computer Science ",
      university: "",
      openToOffers: true,
      links: { ...values.links, linkedin: "linkedin.com/in/anna" },
    });
    expect(changedFields(edited, base)).toEqual({
      university: null,
      fieldOfStudy: "Computer Science",
      openToOffers: true,
      links: { linkedin: "https://linkedin.com/in/anna", github: "https://github.com/anna", portfolio: null },
    });
  });

  it("completes bare domains and leaves anything else for the schema to judge", () => {
    expect(urlOrNull("")).toBeNull();
    expect(urlOrNull("acme.example")).toBe("https://acme.example");
    expect(urlOrNull("http://acme.example")).toBe("http://acme.example");
    expect(urlOrNull("not a url")).toBe("not a url");
  });
});
