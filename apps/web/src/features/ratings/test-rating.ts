import type { Rating } from "@stint/shared/ratings";

/** A rating as the API answers it, for DOM tests: a student's, revealed, about Acme Robotics. */
export function testRating(overrides: Partial<Rating> = {}): Rating {
  return {
    id: "rating-1",
    matchId: "match-1",
    direction: "student-to-company",
    job: { id: "job-1", title: "Robotics Intern" },
    company: { id: "company-1", name: "Acme Robotics", pictureUrl: null },
    student: { id: "student-1", name: "Noa Keller", pictureUrl: null },
    overall: 4,
    categories: { mentoring: 5, learning: 4, environment: 4, organisation: 3, pay: 2 },
    title: "Great mentoring",
    text: "I learned a lot from my mentor and the team was welcoming.",
    wouldRecommend: true,
    signed: true,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    revealsAt: "2026-03-10T10:00:00.000Z",
    revealed: true,
    mine: false,
    editable: false,
    canRespond: false,
    canReport: true,
    reportedByMe: false,
    flagged: false,
    hidden: null,
    reports: null,
    response: null,
    ...overrides,
  };
}
