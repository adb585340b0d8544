// @vitest-environment happy-dom
import type { Round, RoundJob } from "@stint/shared/rounds";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { fakeApi } from "../../../test/fake-api.ts";
import { invalidFieldsWithoutRequiredMark } from "../../../test/required-marks.ts";
import { AddRoundJob } from "./add-round-job.tsx";
import { JobCapacityForm } from "./job-capacity-form.tsx";

afterEach(() => vi.unstubAllGlobals());

const job: RoundJob = {
  jobId: "job-1",
  title: "Robotics intern",
  companyId: "co-a",
  companyName: "Alpine Robotics",
  city: "Zürich",
  capacity: 2,
  openings: 3,
  rankable: 0,
  ranked: 0,
  rankedByStudents: 0,
  filled: 0,
  mine: true,
};

const round: Round = {
  id: "round-1",
  name: "Summer placements",
  status: "draft",
  creatorCompanyId: "co-a",
  creatorCompanyName: "Alpine Robotics",
  rankingDeadline: "2030-01-01T00:00:00.000Z",
  confirmationDeadline: "2030-01-08T00:00:00.000Z",
  openedAt: null,
  closedAt: null,
  createdAt: "2029-12-01T00:00:00.000Z",
  members: [],
  jobs: [job],
  runs: [],
  students: { eligible: 0, ranked: 0 },
  student: null,
  company: null,
};

const searchResult = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

describe("a round's job forms", () => {
  it("mark the job to add as required", async () => {
    const user = userEvent.setup();
    fakeApi(() => [200, searchResult([{ id: "job-2", title: "Data intern", positions: 2 }])]);
    renderWithProviders(<AddRoundJob round={round} />);
    await user.click(await screen.findByRole("button", { name: "Add the job" }));
    await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(invalidFieldsWithoutRequiredMark()).toEqual([]);
  });

  it("mark a job's places as required", async () => {
    const user = userEvent.setup();
    fakeApi(() => [500]);
    renderWithProviders(<JobCapacityForm roundId={round.id} job={job} />);
    await user.clear(screen.getByRole("textbox", { name: /^Places for Robotics intern/ }));
    await user.click(screen.getByRole("button", { name: "Save the places for Robotics intern" }));
    await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(invalidFieldsWithoutRequiredMark()).toEqual([]);
  });
});
