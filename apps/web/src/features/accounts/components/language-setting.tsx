import { Card, Radio, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { pickLanguage, UI_LANGUAGE_NAMES, type UiLanguage } from "@stint/shared/ui-languages";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { usePageLanguage } from "../../../i18n/page-language.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { useAccountLanguage, useChooseAccountLanguage } from "../api/account-language.ts";

const BROWSER = "browser";

/**
 * The account's interface language (decision 035): a language of its own, which the pages, mails and
 * notifications use on every device, or the browser's. Shown where the deployment offers more than one.
 * Each language's name is written in that language, as the switch writes it.
 */
export function LanguageSetting() {
  const { t } = useTranslation("language");
  const { error } = useMessages();
  const headingId = useId();
  const { offered, switchTo } = usePageLanguage();
  const current = useAccountLanguage();
  const choose = useChooseAccountLanguage();
  if (offered.length < 2) return null;
  const value = current.data ? (current.data.language ?? BROWSER) : null;

  const onChange = (picked: string) => {
    const language = picked === BROWSER ? null : (picked as UiLanguage);
    choose.mutate(
      { language },
      {
        onSuccess: () => {
          // The page follows at once: the chosen language, or what the browser asks for.
          const next = language ?? pickLanguage({ acceptLanguage: navigator.languages.join(","), offered });
          void switchTo(next);
        },
        onError: (failure) => notifications.show({ color: "red", title: t("notSaved"), message: error(failure) }),
      },
    );
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        {t("title")}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t("description")}
      </Text>
      <Radio.Group
        value={value}
        onChange={onChange}
        label={<VisuallyHidden>{t("label")}</VisuallyHidden>}
        aria-busy={choose.isPending || current.isPending}
      >
        <Stack gap="xs">
          <Radio value={BROWSER} label={t("browser")} disabled={choose.isPending || !current.data} />
          {offered.map((code) => (
            <Radio
              key={code}
              value={code}
              label={<span lang={code}>{UI_LANGUAGE_NAMES[code]}</span>}
              disabled={choose.isPending || !current.data}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Card>
  );
}
