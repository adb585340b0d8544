import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { testI18n } from "../../test/i18n-setup.ts";
import { rejectEach, summarizeBulkReject } from "./bulk-reject.ts";

const t = testI18n.getFixedT("en");
const describeError = (error: unknown) => (error as Error).message;

const noa = { applicationId: "a1", name: "Noa Keller" };
const lio = { applicationId: "a2", name: "Lio Brunner" };
const eda = { applicationId: "a3", name: "Eda Yilmaz" };

describe("rejectEach", () => {
  it("calls once per application, goes on after a failure and reports each outcome", async () => {
    const called: string[] = [];
    const outcomes = await rejectEach(
      [noa, lio, eda],
      async (id) => {
        called.push(id);
        if (id === "a2") throw new ApiError(409, "conflict", "This application is no longer open.");
      },
      describeError,
    );
    expect(called).toEqual(["a1", "a2", "a3"]);
    expect(outcomes).toEqual([
      { ...noa, ok: true },
      { ...lio, ok: false, error: { status: 409, message: "This application is no longer open." } },
      { ...eda, ok: true },
    ]);
  });
});

describe("summarizeBulkReject", () => {
  it("says how many were rejected when all were", () => {
    const summary = summarizeBulkReject(
      [
        { ...noa, ok: true },
        { ...lio, ok: true },
      ],
      t,
    );
    expect(summary).toMatchObject({ rejected: 2, failed: [], title: "2 applicants rejected", color: "teal" });
  });

  it("names who was not rejected, and why, after a partial failure", () => {
    const summary = summarizeBulkReject(
      [
        { ...noa, ok: true },
        { ...lio, ok: false, error: { status: 409, message: "This application is no longer open." } },
        { ...eda, ok: false, error: { status: 0, message: "Stint could not be reached." } },
      ],
      t,
    );
    expect(summary.title).toBe("1 of 3 applicants rejected");
    expect(summary.color).toBe("orange");
    expect(summary.message).toBe("Not rejected: Lio Brunner, Eda Yilmaz.");
    expect(summary.failed).toEqual([
      {
        applicationId: "a2",
        name: "Lio Brunner",
        reason: "it changed meanwhile (This application is no longer open.)",
      },
      { applicationId: "a3", name: "Eda Yilmaz", reason: "Stint could not be reached." },
    ]);
  });

  it("says nothing was rejected when every call failed", () => {
    const summary = summarizeBulkReject([{ ...noa, ok: false, error: { status: 404, message: "Not found" } }], t);
    expect(summary).toMatchObject({ rejected: 0, title: "No applicant was rejected", color: "red" });
    expect(summary.failed[0]!.reason).toBe("it no longer exists");
  });
});
