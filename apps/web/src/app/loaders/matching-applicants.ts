import type { QueryClient } from "@tanstack/react-query";
import { redirect, type LoaderFunction } from "react-router";
import { jobQueryOptions } from "../../features/jobs/api/get-job.ts";
import { candidatesQueryOptions } from "../../features/matching/api/list-candidates.ts";
import { parseApplicantParams, toApplicantsQuery } from "../../features/matching/applicant-search-params.ts";
import { parseCandidateParams, toCandidatesQuery } from "../../features/matching/matching-search-params.ts";
import { paths } from "@stint/shared/page-routes";
import { viewerFor } from "./viewer.ts";

/** The job of `/matching-applicants/:id` starts loading with the navigation. */
export function matchingApplicantsLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    if (params.id && (await viewerFor(queryClient, "company")))
      void queryClient.prefetchQuery(jobQueryOptions(params.id));
    return null;
  };
}

/** `/matching-applicants/:id` itself shows the job's candidates open to offers. */
export const toCompanyMatching: LoaderFunction = ({ params }) =>
  redirect(paths.companyMatching({ id: params.id ?? "" }));

/** The candidates the address asks for start loading with the navigation (and with every change of filters). */
export function companyMatchingLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params, request }) => {
    const id = params.id;
    if (!id || !(await viewerFor(queryClient, "company"))) return null;
    const filters = parseCandidateParams(new URL(request.url).searchParams);
    void (async () => {
      // Whether a distance can be asked for depends on the job's place; without a distance it does not matter.
      const job = filters.distanceKm === null ? null : await queryClient.ensureQueryData(jobQueryOptions(id));
      await queryClient.prefetchInfiniteQuery(
        candidatesQueryOptions(toCandidatesQuery(filters, { id, hasPlace: job ? job.location !== null : false })),
      );
    })().catch(() => undefined);
    return null;
  };
}

/** The applicants the address asks for (the open ones by default) start loading with the navigation. */
export function studentMatchingLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params, request }) => {
    const id = params.id;
    if (!id || !(await viewerFor(queryClient, "company"))) return null;
    const filters = parseApplicantParams(new URL(request.url).searchParams);
    void (async () => {
      const job = filters.distanceKm === null ? null : await queryClient.ensureQueryData(jobQueryOptions(id));
      await queryClient.prefetchInfiniteQuery(
        candidatesQueryOptions(toApplicantsQuery(filters, { id, hasPlace: job ? job.location !== null : false })),
      );
    })().catch(() => undefined);
    return null;
  };
}
