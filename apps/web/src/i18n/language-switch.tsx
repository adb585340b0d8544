import { SegmentedControl } from "@mantine/core";
import { UI_LANGUAGE_NAMES, type UiLanguage } from "@stint/shared/ui-languages";
import { useTranslation } from "react-i18next";
import { usePageLanguage } from "./page-language.tsx";

/**
 * The visitors' language switch (English / Deutsch): a radio group, so arrow keys move between the languages and
 * a screen reader says which is chosen. Each name is written in its own language (and marked so, for a screen
 * reader's voice). Shown only when the deployment offers more than one language (UI_LANGUAGES).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, offered, switchTo } = usePageLanguage();
  if (offered.length < 2) return null;
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t("language.switch")}
      value={language}
      onChange={(value) => void switchTo(value as UiLanguage)}
      data={offered.map((code) => ({
        value: code,
        label: <span lang={code}>{UI_LANGUAGE_NAMES[code]}</span>,
      }))}
    />
  );
}
