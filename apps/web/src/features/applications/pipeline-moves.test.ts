import { describe, expect, it } from "vitest";
import { pipelineActions } from "./pipeline-moves.ts";

describe("pipelineActions", () => {
  it("offers the next step, the later ones to skip to and Reject for a new application, never Hire", () => {
    expect(pipelineActions("applied")).toEqual({
      next: "reviewed",
      skipTo: ["shortlisted", "interview", "offer"],
      canHire: false,
      canReject: true,
    });
    expect(pipelineActions("interview")).toEqual({ next: "offer", skipTo: [], canHire: false, canReject: true });
  });

  it("makes Hire the main button only once the student accepted the offer", () => {
    expect(pipelineActions("offer")).toEqual({ next: null, skipTo: [], canHire: false, canReject: true });
    expect(pipelineActions("offer", ["hired", "rejected"])).toEqual({
      next: "hired",
      skipTo: [],
      canHire: false,
      canReject: true,
    });
  });

  it("offers nothing for a final status", () => {
    for (const status of ["hired", "rejected", "withdrawn"] as const) {
      expect(pipelineActions(status)).toEqual({ next: null, skipTo: [], canHire: false, canReject: false });
    }
  });

  it("follows what the API allows when it says so", () => {
    expect(pipelineActions("reviewed", ["rejected"])).toEqual({
      next: null,
      skipTo: [],
      canHire: false,
      canReject: true,
    });
  });
});
