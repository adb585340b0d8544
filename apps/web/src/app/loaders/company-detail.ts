import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction } from "react-router";
import { companyQueryOptions } from "../../features/companies/api/get-company.ts";
import { viewerFor } from "./viewer.ts";

/** The company page's profile and open jobs start loading with the navigation. */
export function companyDetailLoader(queryClient: QueryClient): LoaderFunction {
  return async ({ params }) => {
    if (params.id && (await viewerFor(queryClient))) void queryClient.prefetchQuery(companyQueryOptions(params.id));
    return null;
  };
}
