import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";

/** A part of a screen that failed to load: why, and Try again. */
export function InlineRetry({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation("rounds");
  const { error: errorText } = useMessages();
  return (
    <Group gap="sm" justify="space-between">
      <Text size="sm" c="red.9">
        {t("loadError", { what, error: errorText(error) })}
      </Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        {t("common:tryAgain")}
      </Button>
    </Group>
  );
}
