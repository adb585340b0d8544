import type { LoaderFunction } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import { jobDetailLoader } from "./job-detail.ts";
import { jobPostingListLoader } from "./job-posting-list.ts";

/**
 * Public data does not wait for the session (issue 13): with /api/me still unanswered, the job list's search and
 * a job's page are already asked for. A company's own list (`mine`) depends on who asks, so it waits.
 */

/** Stubs fetch: /api/me never answers, anything else an empty page; returns the paths asked for. */
function sessionNeverAnswers() {
  const paths: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string) => {
      const url = new URL(input, "http://stint.test");
      paths.push(url.pathname);
      if (url.pathname === "/api/me") return new Promise<Response>(() => undefined);
      return Promise.resolve(Response.json({ items: [], total: 0 }));
    }),
  );
  return paths;
}

function load(loader: LoaderFunction, path: string, params: Record<string, string> = {}) {
  // Not awaited: a loader that waits for the session would never end here.
  const url = new URL(`http://stint.test${path}`);
  void loader({ request: new Request(url), url, params, context: undefined, pattern: "" });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("loaders of public data", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("start the job search before the session is known", async () => {
    const paths = sessionNeverAnswers();
    load(jobPostingListLoader(createQueryClient()), "/job-posting-list?q=data");
    await settle();
    expect(paths).toContain("/api/jobs");
  });

  it("start a job's page before the session is known", async () => {
    const paths = sessionNeverAnswers();
    load(jobDetailLoader(createQueryClient()), "/job-detail/job-1", { id: "job-1" });
    await settle();
    expect(paths).toContain("/api/jobs/job-1");
  });

  it("wait for the session when the list is a company's own", async () => {
    const paths = sessionNeverAnswers();
    load(jobPostingListLoader(createQueryClient()), "/job-posting-list?mine=true");
    await settle();
    expect(paths).toContain("/api/me");
    expect(paths).not.toContain("/api/jobs");
  });
});
