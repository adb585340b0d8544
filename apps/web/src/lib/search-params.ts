// The readers live in the shared package, where the job search filter table (job-search-filters.ts) uses them.
export * from "@stint/shared/url-params";

/** Search parameters in the order given, empty ones (null, undefined, "") left out so URLs stay short. */
export function compactSearchParams(entries: [string, string | number | null | undefined][]): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  }
  return params;
}
