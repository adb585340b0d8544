import type { Account, CompanyAccount, StudentAccount } from "./account.ts";

export type MissingProfileItem = {
  /** The account field (form path) to fill; edit screens focus it. */
  field: string;
  /** What to do, phrased for a link: "Add your university". */
  label: string;
};

export type ProfileCompleteness = { percent: number; missing: MissingProfileItem[] };

type Check<A> = { field: string; label: string; filled: (account: A) => boolean };

const text = (value: string | null | undefined) => typeof value === "string" && value.trim().length > 0;

// What companies look at first when they search for students (PRODUCT §5: education, location, availability).
// The phone number is left out on purpose: it is contact data, unlocked only by a match, never required.
const STUDENT_CHECKS: Check<StudentAccount>[] = [
  { field: "name", label: "Add your name", filled: (a) => text(a.name) },
  { field: "address", label: "Add the city you live in", filled: (a) => a.address !== null },
  { field: "university", label: "Add your university", filled: (a) => text(a.university) },
  { field: "fieldOfStudy", label: "Add your field of study", filled: (a) => text(a.fieldOfStudy) },
  { field: "degreeLevel", label: "Choose your degree level", filled: (a) => a.degreeLevel !== null },
  { field: "expectedGraduation", label: "Add your expected graduation", filled: (a) => text(a.expectedGraduation) },
  { field: "bio", label: "Write a short bio", filled: (a) => text(a.bio) },
  {
    field: "links.linkedin",
    label: "Add a LinkedIn, GitHub or portfolio link",
    filled: (a) => text(a.links.linkedin) || text(a.links.github) || text(a.links.portfolio),
  },
];

const COMPANY_CHECKS: Check<CompanyAccount>[] = [
  { field: "name", label: "Add the company name", filled: (a) => text(a.name) },
  { field: "address", label: "Add where the company is based", filled: (a) => a.address !== null },
  { field: "website", label: "Add your website", filled: (a) => text(a.website) },
  { field: "industry", label: "Add your industry", filled: (a) => text(a.industry) },
  { field: "sizeBand", label: "Choose the company size", filled: (a) => a.sizeBand !== null },
  { field: "description", label: "Describe the company", filled: (a) => text(a.description) },
];

function evaluate<A>(account: A, checks: Check<A>[]): ProfileCompleteness {
  const missing = checks.filter((check) => !check.filled(account)).map(({ field, label }) => ({ field, label }));
  const percent = Math.round(((checks.length - missing.length) / checks.length) * 100);
  return { percent, missing };
}

/** How complete an account's profile is, and what is missing, in the order the edit screen shows the fields. */
export function profileCompleteness(account: Account): ProfileCompleteness {
  return account.role === "student" ? evaluate(account, STUDENT_CHECKS) : evaluate(account, COMPANY_CHECKS);
}
