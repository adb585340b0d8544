import { explainPrepared, isExcludedPrepared, prepareJob, scorePrepared, topReasons } from "@stint/matching";
import { type CandidatesPage, type CandidatesQuery, candidatesQueryProblems } from "@stint/shared";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";
import { decodeOffsetCursor } from "../../lib/http/cursor.ts";
import { loadOwnJob } from "../jobs/load-job.ts";
import { candidateFilter, studentIdsMatchingText } from "./candidate-filters.ts";
import type { MatchingIndex } from "./index/matching-index.ts";
import { cvQueryWeights } from "./index/skill-terms.ts";
import { preparedCvOf } from "./index/student-entries.ts";
import { rankedPage } from "./rank-scored.ts";

/** How many students are scored per request (see recommend-jobs.ts and decision 009). */
export const CANDIDATE_POOL = 400;

/**
 * Students open to offers ranked for one of the company's jobs by their primary CV: the matching index walks
 * the students whose skills the job asks for most, keeps the first CANDIDATE_POOL that pass the company's
 * filters and that the engine does not exclude, the engine scores them, and the page's students are read
 * from the database.
 */
export async function rankCandidates(options: {
  db: Db;
  index: MatchingIndex;
  companyId: string;
  query: CandidatesQuery;
  today: string;
}): Promise<CandidatesPage> {
  const { db, index, query, today } = options;
  const problems = candidatesQueryProblems(query);
  if (Object.keys(problems).length > 0) throw badRequest("Some filters do not fit together.", problems);
  const offset = decodeOffsetCursor(query.cursor);
  const job = await loadOwnJob({ db, companyId: options.companyId, jobId: query.jobId });
  if (query.distanceKm !== undefined && !job.location) {
    throw badRequest("Some filters do not fit together.", {
      distanceKm: "This job has no place to measure distances from.",
    });
  }
  const preparedJob = prepareJob(job);
  const passesFilters = candidateFilter(query, job.location, await studentIdsMatchingText(db, query));

  await index.current();
  const pool = index.students.top({
    weights: cvQueryWeights({
      type: job.type,
      requiredSkillIds: job.requiredSkills.map((ref) => ref.skillId),
      niceSkillIds: job.niceToHaveSkills.map((ref) => ref.skillId),
    }),
    includeUnmatched: job.requiredSkills.length === 0,
    accept: (student) => passesFilters(student) && !isExcludedPrepared(preparedCvOf(student, today), preparedJob),
    limit: CANDIDATE_POOL,
  });
  const { page, ...rest } = rankedPage({
    scored: pool.map((student) => ({
      item: student,
      id: student.cv.id,
      match: scorePrepared(preparedCvOf(student, today), preparedJob),
    })),
    minScore: query.minScore,
    offset,
    limit: query.limit,
  });

  const cards = await studentCards(
    db,
    page.map(({ item }) => item.studentId),
  );
  return {
    ...rest,
    items: page.flatMap(({ item, match }) => {
      const card = cards.get(item.studentId);
      if (!card) return [];
      const reasons = topReasons(explainPrepared(preparedCvOf(item, today), preparedJob));
      const { score, jobFit, studentFit } = match;
      return [
        {
          student: {
            id: card.id,
            name: card.name,
            avatar: fileUrlOrNull(card.avatarFileId),
            university: card.university,
            city: card.address?.city ?? null,
          },
          cvId: item.cv.id,
          match: { score, jobFit, studentFit, reasons },
        },
      ];
    }),
  };
}

async function studentCards(db: Db, ids: string[]) {
  const rows = ids.length
    ? await db
        .select({
          id: students.id,
          name: students.name,
          avatarFileId: students.avatarFileId,
          university: students.university,
          address: students.address,
        })
        .from(students)
        .where(inArray(students.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}
