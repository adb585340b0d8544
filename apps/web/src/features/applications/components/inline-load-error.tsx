import { Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";

/** A part of a row that could not be loaded, in a line with "Try again" (the row itself stays usable). */
export function InlineLoadError({
  what,
  error,
  retry,
}: {
  /** Which part: its sentence is the catalogue's. */
  what: "application" | "contact";
  error: Error;
  retry: () => void;
}) {
  const { t } = useTranslation("applications");
  const messages = useMessages();
  return (
    <Text size="sm" c="red.9">
      {t("loadError", { what, reason: messages.error(error) })}{" "}
      <Button variant="subtle" size="compact-sm" onClick={retry}>
        {t("common:tryAgain")}
      </Button>
    </Text>
  );
}
