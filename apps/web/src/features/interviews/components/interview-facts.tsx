import { Anchor, Stack, Text } from "@mantine/core";
import type { Interview } from "@stint/shared/interviews";
import { IconMapPin, IconVideo } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { chosenSlot } from "../lib/interview-state.ts";
import { SlotTime } from "./slot-time.tsx";
import classes from "./interview-facts.module.css";

/** Where the interview takes place: the address, or the video link (opened in a new tab). */
export function InterviewPlace({ location }: { location: Interview["location"] }) {
  const { t } = useTranslation("interviews");
  return (
    <div className={classes.fact}>
      {location.kind === "video" ? <IconVideo size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
      {location.kind === "video" ? (
        <Text size="sm" className={classes.text}>
          <Trans
            t={t}
            i18nKey="facts.video"
            values={{ url: location.url }}
            components={{
              to: <Anchor href={location.url} target="_blank" rel="noopener noreferrer" size="sm" underline="always" />,
            }}
          />
        </Text>
      ) : (
        <Text size="sm" className={classes.text}>
          {t("facts.onsite", { address: location.address })}
        </Text>
      )}
    </div>
  );
}

/** The scheduled time (in both zones when they differ), the place and the company's note (`noteFrom` null: the viewer's). */
export function InterviewFacts({ interview, noteFrom }: { interview: Interview; noteFrom: string | null }) {
  const { t } = useTranslation("interviews");
  const slot = chosenSlot(interview);
  return (
    <Stack gap="xs">
      {slot && <SlotTime slot={slot} timeZone={interview.timeZone} size="md" />}
      <InterviewPlace location={interview.location} />
      {interview.note && (
        <div>
          <Text size="sm" fw={600}>
            {t("facts.noteFrom", { mine: String(noteFrom === null), name: noteFrom ?? "" })}
          </Text>
          <Text size="sm" className={classes.text}>
            {interview.note}
          </Text>
        </div>
      )}
    </Stack>
  );
}
