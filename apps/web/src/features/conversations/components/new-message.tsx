import { Alert, Anchor, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { paths } from "@stint/shared/page-routes";
import { IconMessages } from "@tabler/icons-react";
import { useEffect } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { useStartConversation, type StartTarget } from "../api/conversation-mutations.ts";
import { useConversationPages } from "../api/list-conversations.ts";
import { Composer } from "./composer.tsx";
import classes from "./conversations.module.css";

type Props = {
  target: StartTarget;
  /** The other side's name and the job's title, as the button that led here knew them. */
  name: string;
  jobTitle: string | null;
};

/**
 * The conversation the viewer already has with this company or student, if any. The API has no look-up by the
 * other side, so the inbox is searched by their name and the answer checked by id (the first page is enough:
 * one conversation per pair, and the name narrows it to a few).
 */
function useExistingConversation(target: StartTarget, name: string) {
  const otherId = target.studentId ?? target.companyId;
  // The API searches at most 100 characters.
  const pages = useConversationPages(name.slice(0, 100));
  const found = pages.data?.pages[0]?.items.find((conversation) => conversation.other.id === otherId) ?? null;
  return { pending: pages.isPending && Boolean(name), found };
}

/**
 * The screen a "Message" button opens: the conversation the two already have when it is about the job already,
 * else a first message about the job, which lands in their one conversation (made if there is none).
 */
export function NewMessage({ target, name, jobTitle }: Props) {
  const { t } = useTranslation("conversations");
  const navigate = useNavigate();
  const existing = useExistingConversation(target, name);
  const start = useStartConversation(target);
  const draftKey = `new:${target.studentId ?? target.companyId}:${target.jobId ?? ""}`;
  const recipient = name || t("start.someone");
  usePageTitle(t("start.title", { name: recipient }));

  const aboutJobAlready =
    existing.found !== null && (!target.jobId || existing.found.jobs.some((job) => job.id === target.jobId));
  useEffect(() => {
    if (aboutJobAlready && existing.found) {
      void navigate(paths.conversation({ id: existing.found.id }), { replace: true });
    }
  }, [aboutJobAlready, existing.found, navigate]);

  if (!target.studentId && !target.companyId) {
    return (
      <Alert color="orange" title={t("start.nobodyTitle")}>
        {t("start.nobodyText")}{" "}
        <Anchor component={Link} to={paths.messages()}>
          {t("start.seeConversations")}
        </Anchor>
      </Alert>
    );
  }
  if (existing.pending || aboutJobAlready) {
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t("start.opening")} />
      </Center>
    );
  }

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Anchor component={Link} to={paths.messages()} size="sm">
        {t("start.back")}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: "anywhere" }}>
          {t("start.title", { name: recipient })}
        </Title>
        {jobTitle && (
          <Text size="sm" c="gray.7">
            {t("start.about", { job: jobTitle })}
          </Text>
        )}
      </Stack>
      {existing.found && (
        <Alert color="stint" icon={<IconMessages size={18} aria-hidden />}>
          <Trans
            t={t}
            i18nKey="start.existing"
            values={{ name: recipient }}
            components={{ to: <Anchor component={Link} to={paths.conversation({ id: existing.found.id })} /> }}
          />
        </Alert>
      )}
      <div className={classes.standaloneComposer}>
        <Composer
          key={draftKey}
          draftKey={draftKey}
          recipient={recipient}
          send={start}
          onSent={(result) => void navigate(paths.conversation({ id: result.conversation.id }), { replace: true })}
        />
      </div>
    </Stack>
  );
}
