import { describe, expect, it } from "vitest";
import { pipelineActions } from "./pipeline-moves.ts";

describe("pipelineActions", () => {
  it("offers the next step, the later ones to skip to, Hire and Reject for a new application", () => {
    expect(pipelineActions("applied")).toEqual({
      next: "reviewed",
      skipTo: ["shortlisted", "interview", "offer"],
      canHire: true,
      canReject: true,
    });
  });

  it("makes Hire the main button once an offer is out, with nothing left to skip to", () => {
    expect(pipelineActions("offer")).toEqual({ next: "hired", skipTo: [], canHire: false, canReject: true });
    expect(pipelineActions("interview")).toEqual({ next: "offer", skipTo: [], canHire: true, canReject: true });
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
