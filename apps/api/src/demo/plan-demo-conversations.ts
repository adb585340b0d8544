import type { BulkConversation } from "../modules/conversations/insert-conversations-in-bulk.ts";
import type { HistoryRows } from "./plan-demo-history.ts";

const HOUR = 3_600_000;
/** Conversations each featured account gets, at most. */
const PER_ACCOUNT = 2;

/** A short exchange about a job, from the company's first message to the student's latest answer. */
const EXCHANGES: readonly (readonly [fromCompany: boolean, body: string])[][] = [
  [
    [true, "Hi! Thank you for your application. Could you tell us a bit more about your last project?"],
    [false, "Of course: I built a small tool that plans delivery routes, mostly in Python. Happy to show it."],
    [true, "Sounds great. Would a short video call next week work for you? Tuesday or Thursday afternoon."],
    [false, "Thursday afternoon works well for me, thank you!"],
  ],
  [
    [true, "Hello, we liked your profile. Are you still looking for an internship this summer?"],
    [false, "Yes, I am! I can start in June. What would the team be working on?"],
    [true, "Mostly our customer dashboard: https://example.com/product has a tour of it."],
  ],
  [
    [false, "Hello, I applied last week and wanted to ask whether remote days are possible."],
    [true, "Hi, yes: two days a week from home are usual in our team."],
  ],
];

/**
 * A few conversations for the featured demo accounts (demo-accounts.ts), so `npm start` shows an inbox: between
 * each featured student or company and the other side of their first applications, with the jobs those were
 * about. Deterministic for the same rows and `now`.
 */
export function planDemoConversations(options: {
  rows: HistoryRows;
  featuredStudents: ReadonlySet<string>;
  featuredCompanies: ReadonlySet<string>;
  now: Date;
}): BulkConversation[] {
  const { rows, featuredStudents, featuredCompanies, now } = options;
  const pairs = new Map<string, { companyId: string; studentId: string; jobId: string }>();
  const taken = new Map<string, number>();
  const take = (id: string) => {
    const n = taken.get(id) ?? 0;
    if (n >= PER_ACCOUNT) return false;
    taken.set(id, n + 1);
    return true;
  };
  for (const application of rows.applications) {
    const key = `${application.companyId}/${application.studentId}`;
    if (pairs.has(key)) continue;
    const featured = featuredStudents.has(application.studentId) || featuredCompanies.has(application.companyId);
    if (!featured) continue;
    const side = featuredStudents.has(application.studentId) ? application.studentId : application.companyId;
    if (!take(side)) continue;
    pairs.set(key, { companyId: application.companyId, studentId: application.studentId, jobId: application.jobId });
  }
  return [...pairs.values()].map((pair, index) => {
    const exchange = EXCHANGES[index % EXCHANGES.length]!;
    // Each conversation ends a few hours before the one before it, its messages an hour apart.
    const end = now.getTime() - (index * 5 + 1) * HOUR;
    return {
      companyId: pair.companyId,
      studentId: pair.studentId,
      jobs: [{ jobId: pair.jobId, reason: "application" as const }],
      messages: exchange.map(([fromCompany, body], m) => ({
        fromCompany,
        body,
        sentAt: new Date(end - (exchange.length - 1 - m) * HOUR),
      })),
    };
  });
}
