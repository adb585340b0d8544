import type { Place } from "@stint/shared/place";
import { scheduleDemoInterview } from "../modules/interviews/demo-interview.ts";
import { hashPassword } from "better-auth/crypto";
import { count } from "drizzle-orm";
import type { AppDeps } from "../app-deps.ts";
import { companies, users } from "../db/schema/index.ts";
import { attachDemoPdfs, type PdfDeps } from "./attach-demo-pdfs.ts";
import { insertConversationsInBulk } from "../modules/conversations/insert-conversations-in-bulk.ts";
import { planDemoConversations } from "./plan-demo-conversations.ts";
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STUDENTS } from "./demo-accounts.ts";
import { DEMO_OPERATOR_EMAIL, insertDemoOperators } from "./demo-operator.ts";
import { generateCompanies } from "./generate-companies.ts";
import { planSignUps, writeSignUps } from "./date-demo-accounts.ts";
import { type CvOwner, generateCvs } from "./generate-cvs.ts";
import { generateJobs } from "./generate-jobs.ts";
import { generateStudents } from "./generate-students.ts";
import { type BulkAccount, insertAccountsInBulk } from "./insert-accounts-in-bulk.ts";
import { insertCvsInBulk } from "./insert-cvs-in-bulk.ts";
import { insertHistoryInBulk } from "./insert-history-in-bulk.ts";
import { insertJobsInBulk } from "../modules/jobs/insert-jobs-in-bulk.ts";
import { type HistoryStudent, planDemoHistory } from "./plan-demo-history.ts";
import { planDemoRatings } from "./plan-demo-ratings.ts";
import { planDemoRounds } from "./plan-demo-rounds.ts";
import { verifyDemoCompanies } from "./demo-verifications.ts";

export const DEMO_COMPANY_COUNT = 40;
export const DEMO_JOB_COUNT = 400;
export const DEMO_STUDENT_COUNT = 400;
export const DEMO_PDF_COUNT = 20;

/**
 * Fills an empty database with demo accounts, jobs, CVs and their history (applications in every state,
 * invitations, matches, ratings, placement rounds and the notifications they sent, none of them mailed) and
 * prints how to sign in, which it also returns; does nothing and returns null otherwise.
 */
export async function loadDemoData(options: {
  deps: Pick<AppDeps, "database" | "geocoder" | "logger"> & PdfDeps;
  now?: Date;
}): Promise<string | null> {
  const { database, geocoder, logger } = options.deps;
  const db = database.db;
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return null;
  const now = options.now ?? new Date();

  // Hundreds of students share a few dozen cities: each is looked up once.
  const lookups = new Map<string, Promise<Place | null>>();
  const placeOf = (city: string) => {
    let place = lookups.get(city);
    if (!place) {
      place = geocoder.suggest(city, 1).then((places) => places[0] ?? null);
      lookups.set(city, place);
    }
    return place;
  };
  // Hashing is deliberately slow; every demo account shares one password, so it is hashed once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demoCompanies = [...DEMO_COMPANIES, ...generateCompanies(DEMO_COMPANY_COUNT - DEMO_COMPANIES.length)];
  const demoStudents = [
    ...DEMO_STUDENTS.map(({ cv: _cv, ...student }) => student),
    ...generateStudents({
      count: DEMO_STUDENT_COUNT - DEMO_STUDENTS.length,
      now,
      reservedEmails: DEMO_STUDENTS.map((student) => student.email),
    }),
  ];
  const companyAccounts: BulkAccount[] = [];
  for (const { city, ...company } of demoCompanies) {
    companyAccounts.push({ role: "company", ...company, address: await placeOf(city) });
  }
  const studentAccounts: Extract<BulkAccount, { role: "student" }>[] = [];
  for (const { city, ...student } of demoStudents) {
    studentAccounts.push({ role: "student", ...student, address: await placeOf(city) });
  }
  const ids = await insertAccountsInBulk({ db, accounts: [...companyAccounts, ...studentAccounts], passwordHash });
  const companyIds = ids.slice(0, companyAccounts.length);
  const studentIds = ids.slice(companyAccounts.length);

  const companyRows = await db
    .select({ id: companies.id, name: companies.name, address: companies.address, industry: companies.industry })
    .from(companies);
  const featuredCompanies = new Set(companyIds.slice(0, DEMO_COMPANIES.length));
  const generatedJobs = await generateJobs({
    // The companies people sign in as post twice as many jobs: their lists, applicants and rounds have room.
    companies: [...companyRows, ...companyRows.filter((company) => featuredCompanies.has(company.id))],
    count: DEMO_JOB_COUNT,
    geocoder,
    now,
    // Mostly open jobs, with some drafts and closed ones so every screen has something to show.
    statusWeights: { published: 85, draft: 8, closed: 7 },
  });

  const owners: CvOwner[] = studentAccounts.map((student, index) => ({
    id: studentIds[index]!,
    name: student.name,
    fieldOfStudy: student.fieldOfStudy ?? null,
    degreeLevel: student.degreeLevel ?? null,
    university: student.university ?? null,
    expectedGraduation: student.expectedGraduation ?? null,
    home: student.address ?? null,
    bio: student.bio ?? null,
    hint: DEMO_STUDENTS[index]?.cv,
  }));
  // Students would like to work where the companies are.
  const companyPlaces = [
    ...new Map(companyRows.flatMap((c) => (c.address ? [[c.address.id, c.address]] : []))).values(),
  ];
  const cvs = generateCvs({ owners, places: companyPlaces, now });
  const cvIds = await insertCvsInBulk({ db, cvs });
  const historyCvs = cvs.map((cv, index) => ({ ...cv, id: cvIds[index]! }));

  // The history needs the jobs' ids and may move a job into the past (a hire that has started): the jobs
  // are stored after it is planned.
  const historyCompanies = companyRows.map((company) => ({ ...company, featured: featuredCompanies.has(company.id) }));
  const historyStudents = studentAccounts.map((student, index): HistoryStudent => ({
    id: studentIds[index]!,
    name: student.name,
    openToOffers: student.openToOffers ?? false,
    featured: index < DEMO_STUDENTS.length,
    profile: {
      degreeLevel: student.degreeLevel ?? null,
      fieldOfStudy: student.fieldOfStudy ?? null,
      expectedGraduation: student.expectedGraduation ?? null,
    },
  }));
  const history = planDemoHistory({
    companies: historyCompanies,
    students: historyStudents,
    jobs: generatedJobs.map((job) => ({ ...job, id: crypto.randomUUID() })),
    cvs: historyCvs,
    now,
  });
  const rated = planDemoRatings({
    rows: history.rows,
    jobs: history.jobs,
    companies: historyCompanies,
    students: historyStudents,
    now,
  });
  // The rounds' students apply to jobs that have not started: the ratings are the same with or without them.
  // The rounds' creator and partner are the first two demo companies, whatever order the rows came in.
  const companyOrder = new Map(companyIds.map((id, index) => [id, index]));
  const { jobs, rows } = planDemoRounds({
    rows: rated,
    jobs: history.jobs,
    companies: [...historyCompanies].sort((a, b) => companyOrder.get(a.id)! - companyOrder.get(b.id)!),
    students: historyStudents,
    fit: history.fit,
    now,
  });
  await insertJobsInBulk({ db, jobs });
  await insertHistoryInBulk({ db, rows });
  // Accounts and CVs were stored "now"; they are dated back before the first thing each did.
  await writeSignUps(db, planSignUps({ jobs, cvs: historyCvs, rows }));
  await verifyDemoCompanies(db, { companyIds, now });
  const conversationCount = await insertConversationsInBulk({
    db,
    conversations: planDemoConversations({
      rows,
      featuredStudents: new Set(studentIds.slice(0, DEMO_STUDENTS.length)),
      featuredCompanies,
      now,
    }),
  });
  await insertDemoOperators({ db, passwordHash, now });
  const interview = await scheduleDemoInterview(db, { companyId: companyIds[0]!, studentId: studentIds[0]!, now });
  const pdfs = await attachDemoPdfs({ deps: options.deps, cvs: pdfCvs(cvs, cvIds, studentAccounts, studentIds), now });

  const lines = [
    `Demo data loaded: ${demoCompanies.length} companies, ${demoStudents.length} students, ${jobs.length} jobs, ` +
      `${cvs.length} CVs (${pdfs} with a PDF), ${rows.applications.length} applications, ` +
      `${rows.invitations.length} invitations, ${rows.matches.length} matches, ${rows.ratings?.length ?? 0} ratings, ` +
      `${rows.rounds?.rounds.length ?? 0} placement rounds, ${conversationCount} conversations.`,
    `Sign in with any of these (password: ${DEMO_PASSWORD}):`,
    ...DEMO_STUDENTS.slice(0, 3).map(
      (s) => `  student  ${s.email}${s.openToOffers ? "" : " (not open to offers: companies cannot see the CV)"}`,
    ),
    ...DEMO_COMPANIES.slice(0, 3).map((c) => `  company  ${c.email}`),
    `  operator  ${DEMO_OPERATOR_EMAIL} runs the console at /admin (every permission; operators, audit log).`,
    ...(interview ? [`  ${DEMO_COMPANIES[0]!.email} has an interview scheduled in three days (Interviews).`] : []),
    `  Placement rounds: ${DEMO_COMPANIES[0]!.email} has one open for ranking, one to join and one whose places` +
      ` wait for answers; ${DEMO_STUDENTS[0]!.email} ranks in one and answers her place in another.`,
  ];
  const summary = lines.join("\n");
  logger.info(summary);
  return summary;
}

/**
 * The primary CVs that get a PDF: every named demo student's (the ones people sign in as), then generated
 * students' spread evenly over the list, DEMO_PDF_COUNT in all.
 */
function pdfCvs(
  cvs: ReturnType<typeof generateCvs>,
  cvIds: string[],
  students: readonly { name: string; email: string }[],
  studentIds: string[],
) {
  const studentOf = new Map(studentIds.map((id, index) => [id, students[index]!]));
  const primaries = cvs.flatMap((cv, index) => (cv.fields.isPrimary ? [{ cv, id: cvIds[index]! }] : []));
  const named = primaries.slice(0, DEMO_STUDENTS.length);
  const rest = primaries.slice(DEMO_STUDENTS.length);
  const step = Math.max(1, Math.floor(rest.length / (DEMO_PDF_COUNT - named.length)));
  const chosen = [...named, ...rest.filter((_, index) => index % step === 0)].slice(0, DEMO_PDF_COUNT);
  return chosen.map(({ cv, id }) => {
    const { name, email } = studentOf.get(cv.studentId)!;
    return { id, cv, name, email };
  });
}
