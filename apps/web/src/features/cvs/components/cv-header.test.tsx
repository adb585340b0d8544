// @vitest-environment happy-dom
import type { Cv } from "@stint/shared/cvs";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/dom.tsx";
import { CvHeader } from "./cv-header.tsx";

const cv: Cv = {
  id: "cv1",
  studentId: "s1",
  title: "Data internships",
  summary: "",
  education: [],
  experience: [],
  skills: [],
  languages: [],
  desiredTypes: ["internship"],
  desiredWorkModes: [],
  preferredPlaces: [],
  radiusKm: 30,
  willingToRelocate: false,
  availableFrom: null,
  availableTo: null,
  fileId: null,
  file: null,
  isPrimary: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("a CV's header", () => {
  it("tells a company whose CV it is: name and studies", () => {
    renderWithProviders(
      <CvHeader
        cv={{
          ...cv,
          student: { name: "Anna Keller", avatarUrl: null, university: "ETH Zürich", fieldOfStudy: "Robotics" },
        }}
        owner={null}
      />,
    );
    expect(screen.getByText("Anna Keller")).toBeTruthy();
    expect(screen.getByText("Robotics · ETH Zürich")).toBeTruthy();
  });
});
