// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { companyColor } from "../../../components/company-color.ts";
import { renderWithProviders } from "../../../test/dom.tsx";
import { AvatarUploadField } from "./avatar-upload-field.tsx";

const colourOf = (container: HTMLElement) =>
  /--avatar-color:\s*var\(--mantine-color-([a-z]+)-/.exec(
    container.querySelector(".mantine-Avatar-root")?.getAttribute("style") ?? "",
  )?.[1];

describe("AvatarUploadField", () => {
  it("shows a company's initials, until a logo is uploaded, on the colour students see on its jobs", () => {
    const { container } = renderWithProviders(
      <AvatarUploadField purpose="logo" label="Logo" name="Nordlicht Energy" value={null} onChange={() => undefined} />,
    );
    expect(container.textContent).toContain("NE");
    expect(colourOf(container)).toBe(companyColor("Nordlicht Energy"));
  });
});
