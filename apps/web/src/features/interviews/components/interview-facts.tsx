import { Anchor, Stack, Text } from "@mantine/core";
import type { Interview } from "@stint/shared/interviews";
import { IconMapPin, IconVideo } from "@tabler/icons-react";
import { chosenSlot } from "../lib/interview-state.ts";
import { SlotTime } from "./slot-time.tsx";
import classes from "./interview-facts.module.css";

/** Where the interview takes place: the address, or the video link (opened in a new tab). */
export function InterviewPlace({ location }: { location: Interview["location"] }) {
  return (
    <div className={classes.fact}>
      {location.kind === "video" ? <IconVideo size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
      {location.kind === "video" ? (
        <Text size="sm" className={classes.text}>
          Video call:{" "}
          <Anchor href={location.url} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
            {location.url}
          </Anchor>
        </Text>
      ) : (
        <Text size="sm" className={classes.text}>
          On site: {location.address}
        </Text>
      )}
    </div>
  );
}

/** The scheduled time (in both zones when they differ), the place and the company's note. */
export function InterviewFacts({ interview, noteFrom }: { interview: Interview; noteFrom: string }) {
  const slot = chosenSlot(interview);
  return (
    <Stack gap="xs">
      {slot && <SlotTime slot={slot} timeZone={interview.timeZone} size="md" />}
      <InterviewPlace location={interview.location} />
      {interview.note && (
        <div>
          <Text size="sm" fw={600}>
            Note from {noteFrom}
          </Text>
          <Text size="sm" className={classes.text}>
            {interview.note}
          </Text>
        </div>
      )}
    </Stack>
  );
}
