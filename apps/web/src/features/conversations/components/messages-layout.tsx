import { Center, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMessages } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import classes from "./conversations.module.css";

/**
 * The inbox beside the open conversation from md; below it one of them fills the screen: the list on
 * `/messages`, the conversation (with its back button) on `/messages/:id`.
 */
export function MessagesLayout({ list, conversation }: { list: ReactNode; conversation: ReactNode | null }) {
  const { t } = useTranslation("conversations");
  return (
    <div className={classes.layout} data-open={conversation ? true : undefined}>
      <div className={classes.listPane}>{list}</div>
      <section className={classes.conversationPane} aria-label={t("layout.conversation")}>
        {conversation ?? <NoConversation />}
      </section>
    </div>
  );
}

/** Beside the inbox before one is opened (and the screen's title then). */
function NoConversation() {
  const { t } = useTranslation("conversations");
  usePageTitle(t("layout.title"));
  return (
    <Center style={{ flex: 1 }} p="xl">
      <Stack align="center" gap="xs" ta="center" maw={320}>
        <ThemeIcon size={56} radius="xl" variant="light" color="stint">
          <IconMessages size={28} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t("layout.choose")}</Text>
        <Text size="sm" c="gray.7">
          {t("layout.chooseText")}
        </Text>
      </Stack>
    </Center>
  );
}
