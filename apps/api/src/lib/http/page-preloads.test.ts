import { describe, expect, it } from "vitest";
import { withPagePreloads } from "./page-preloads.ts";

const html = "<html><head><title>Stint</title></head><body></body></html>";
const id = "8b915774-dd67-481e-9c28-da6b34d853f8";

describe("withPagePreloads", () => {
  it("has a job's page ask for the job with the page", () => {
    const page = withPagePreloads(html, `/job-detail/${id}`);
    expect(page).toContain(`<link rel="preload" href="/api/jobs/${id}" as="fetch" crossorigin="anonymous" />`);
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf("</head>"));
  });

  it("leaves other pages as they are", () => {
    expect(withPagePreloads(html, "/job-posting-list")).toBe(html);
    expect(withPagePreloads(html, `/job-edit/${id}`)).toBe(html);
  });

  it("writes nothing from an address that is not a plain id", () => {
    for (const path of [
      `/job-detail/${id}"><script>alert(1)</script>`,
      `/job-detail/${id}/../../api/me`,
      "/job-detail/not-an-id",
    ]) {
      expect(withPagePreloads(html, path)).toBe(html);
    }
  });
});
