import { ActionIcon, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBookmark, IconBookmarkFilled } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { useToggleSavedJob } from "../api/save-job.ts";

type Props = {
  jobId: string;
  /** Whether the student saved the job, as the list or page that shows it says. */
  saved: boolean;
};

/**
 * The bookmark toggle on a job card and a job's page: pressed while the job is saved. It shows the new state at
 * once and goes back if the server refuses; the lists that show the mark are read again (saved-job.changed).
 */
export function SaveJobButton({ jobId, saved }: Props) {
  const { t } = useTranslation("savedJobs");
  const { error: errorText } = useMessages();
  const toggle = useToggleSavedJob();
  // The click's state, kept until the lists read again bring a new `saved` (or the server refuses).
  const [clicked, setClicked] = useState<{ pressed: boolean; over: boolean } | null>(null);
  const pressed = clicked && clicked.over === saved ? clicked.pressed : saved;
  const label = pressed ? t("button.saved") : t("button.save");

  const onClick = () => {
    const save = !pressed;
    setClicked({ pressed: save, over: saved });
    toggle.mutate(
      { jobId, save },
      {
        onError: (error) => {
          setClicked(null);
          notifications.show({
            color: "red",
            title: t(save ? "button.saveFailed" : "button.unsaveFailed"),
            message: errorText(error),
          });
        },
      },
    );
  };

  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        variant={pressed ? "light" : "subtle"}
        color="stint"
        size="lg"
        aria-pressed={pressed}
        aria-label={label}
        onClick={onClick}
      >
        {pressed ? <IconBookmarkFilled size={20} aria-hidden /> : <IconBookmark size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
