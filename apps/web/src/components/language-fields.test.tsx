// @vitest-environment happy-dom
import { useForm } from "@mantine/form";
import { screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../i18n/create-i18n.ts";
import germanCommon from "../i18n/locales/de/common.json";
import germanComponents from "../i18n/locales/de/components.json";
import { readLocaleWith } from "../lib/locale.ts";
import { renderWithProviders } from "../test/dom.tsx";
import { LanguageFields, type LanguageRow } from "./language-fields.tsx";

function Languages({ rows }: { rows: LanguageRow[] }) {
  const form = useForm<{ languages: LanguageRow[] }>({ initialValues: { languages: rows } });
  return <LanguageFields form={form} levelLabel="Level" emptyText="None" />;
}

describe("the language fields", () => {
  afterEach(() => readLocaleWith(() => ({ language: "en", locale: "en-GB" })));

  it("names the languages in English on an English page", () => {
    renderWithProviders(<Languages rows={[{ language: "de", level: "B2" }]} />);
    expect(screen.getByRole("button", { name: "Remove German" })).toBeTruthy();
  });

  it("names the chosen language and the options in German on a German page", () => {
    readLocaleWith(() => ({ language: "de", locale: "de-CH" }));
    const german = createI18n({
      language: "de",
      localeOf: () => "de-CH",
      resources: { de: { common: germanCommon, components: germanComponents } },
    });
    renderWithProviders(
      <I18nextProvider i18n={german}>
        <Languages
          rows={[
            { language: "de", level: "B2" },
            { language: null, level: null },
          ]}
        />
      </I18nextProvider>,
    );
    expect(screen.getAllByDisplayValue("Deutsch")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Deutsch entfernen" })).toBeTruthy();
    expect(screen.getAllByRole("option", { name: "Englisch", hidden: true }).length).toBeGreaterThan(0);
  });
});
