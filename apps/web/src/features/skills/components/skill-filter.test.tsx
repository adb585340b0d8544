// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/create-i18n.ts";
import germanCommon from "../../../i18n/locales/de/common.json";
import germanSkills from "../../../i18n/locales/de/skills.json";
import { readLocaleWith } from "../../../lib/locale.ts";
import { renderWithProviders } from "../../../test/dom.tsx";
import { SkillFilter } from "./skill-filter.tsx";

describe("the skills filter", () => {
  it("shows the chosen skills by name, each removable, with what they mean", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <SkillFilter value={["python", "sql"]} onChange={onChange} description="Only jobs asking for all of these." />,
    );
    expect(screen.getByRole("combobox", { name: "Skills" })).toBeTruthy();
    expect(screen.getByText("Only jobs asking for all of these.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove Python" }));
    expect(onChange).toHaveBeenCalledWith(["sql"]);
  });
});

describe("the skills filter in German", () => {
  afterEach(() => readLocaleWith(() => ({ language: "en", locale: "en-GB" })));

  it("names the chosen skills and the suggestions with their categories in German, found by German typing", async () => {
    readLocaleWith(() => ({ language: "de", locale: "de-CH" }));
    const german = createI18n({
      language: "de",
      localeOf: () => "de-CH",
      resources: { de: { common: germanCommon, skills: germanSkills } },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <I18nextProvider i18n={german}>
        <SkillFilter value={["teamwork"]} onChange={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByText("Teamfähigkeit")).toBeTruthy();
    await user.type(screen.getByRole("combobox"), "projektm");
    const option = await screen.findByRole("option", { name: /Projektmanagement/, hidden: true });
    expect(option.textContent).not.toContain("Project");
    await user.clear(screen.getByRole("combobox"));
    await user.type(screen.getByRole("combobox"), "kommunik");
    expect((await screen.findByRole("option", { name: /^Kommunikation\b/, hidden: true })).textContent).toContain(
      "Soft Skills",
    );
  });
});
