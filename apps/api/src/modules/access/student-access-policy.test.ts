import { describe, expect, it } from "vitest";
import {
  STUDENT_RELATIONS,
  STUDENT_RESOURCES,
  type StudentRelation,
  type StudentResource,
  studentAccessAllows,
} from "./student-access-policy.ts";

// The policy as a table, written out by hand: relation → resources it grants. A change to the policy must
// change this table too.
const EXPECTED: Record<StudentRelation | "none", Record<StudentResource, boolean>> = {
  none: { profile: false, avatar: false, cv: false, "cv-file": false, contact: false },
  self: { profile: true, avatar: true, cv: true, "cv-file": true, contact: true },
  "company-while-open-to-offers": { profile: true, avatar: true, cv: true, "cv-file": true, contact: false },
  "company-applied-to": { profile: true, avatar: true, cv: false, "cv-file": false, contact: false },
  "company-applied-to-with-this-cv": { profile: true, avatar: true, cv: true, "cv-file": true, contact: false },
  "company-invitation-accepted": { profile: true, avatar: true, cv: true, "cv-file": true, contact: false },
  "company-matched": { profile: true, avatar: true, cv: false, "cv-file": false, contact: true },
};

describe("student access policy", () => {
  const rows = (["none", ...STUDENT_RELATIONS] as const).flatMap((relation) =>
    STUDENT_RESOURCES.map((resource) => [relation, resource, EXPECTED[relation][resource]] as const),
  );

  it.each(rows)("%s may see %s: %s", (relation, resource, allowed) => {
    const relations = relation === "none" ? [] : [relation];
    expect(studentAccessAllows(relations, resource)).toBe(allowed);
  });

  it("grants what any one of several relations grants", () => {
    expect(studentAccessAllows(["company-while-open-to-offers", "self"], "contact")).toBe(true);
    expect(studentAccessAllows(["company-applied-to", "company-matched"], "cv")).toBe(false);
    expect(studentAccessAllows(["company-applied-to", "company-applied-to-with-this-cv"], "cv-file")).toBe(true);
    expect(studentAccessAllows(["company-while-open-to-offers", "company-matched"], "contact")).toBe(true);
  });

  it("keeps contact details to a match (and the student)", () => {
    const granting = STUDENT_RELATIONS.filter((relation) => studentAccessAllows([relation], "contact"));
    expect(granting).toEqual(["self", "company-matched"]);
  });
});
