import { Alert, Anchor, List } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { useRateableMatches } from "../../../lib/rateable-matches.ts";

/**
 * On the Received tab: the matches whose other side has rated the viewer already, whose rating the viewer sees
 * as soon as they rate back ("Acme rated you — rate them to see it").
 */
export function RatingsWaitingNote() {
  const { t } = useTranslation("ratings");
  const rateable = useRateableMatches();
  const waiting = rateable.data?.filter((match) => match.theirRatingWaiting) ?? [];
  if (waiting.length === 0) return null;
  return (
    <Alert
      variant="light"
      color="teal"
      icon={<IconEye aria-hidden />}
      title={t("waiting.title", { count: waiting.length })}
    >
      <List size="sm" spacing={4}>
        {waiting.map((match) => (
          <List.Item key={match.matchId}>
            {t("waiting.ratedYou", { name: match.other.name })}{" "}
            <Anchor
              component={Link}
              to={paths.ratingCreation({ matchId: match.matchId })}
              size="sm"
              fw={600}
              aria-label={t("rateFor", { name: match.other.name, job: match.job.title })}
            >
              {t("rateName", { name: match.other.name })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
