import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useMatchScore } from "../api/get-match-score.ts";
import { MatchExplanation, type MatchViewer } from "./match-explanation.tsx";

function ExplanationSkeleton() {
  const { t } = useTranslation("matching");
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t("explanation.loading")}>
      <Group gap="lg" wrap="nowrap">
        <Skeleton height={104} width={104} circle />
        <Stack gap="sm" style={{ flex: 1 }}>
          <Skeleton height={14} width="40%" />
          <Skeleton height={12} />
          <Skeleton height={14} width="40%" />
          <Skeleton height={12} />
        </Stack>
      </Group>
      <Skeleton height={120} />
    </Stack>
  );
}

/** The explained match of `cvId` and `jobId`, fetched when shown: placeholders, then the explanation or the error. */
export function MatchScorePanel({ cvId, jobId, viewer }: { cvId: string; jobId: string; viewer: MatchViewer }) {
  const { t } = useTranslation("matching");
  const { error } = useMessages();
  const score = useMatchScore(cvId, jobId);
  if (score.isPending) return <ExplanationSkeleton />;
  if (score.isError) {
    return (
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {isApiError(score.error, 404)
            ? t("explanation.gone")
            : t("explanation.failed", { message: error(score.error) })}
        </Text>
        {!isApiError(score.error, 404) && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void score.refetch()}
          >
            {t("common:tryAgain")}
          </Button>
        )}
      </Group>
    );
  }
  return <MatchExplanation explanation={score.data} viewer={viewer} />;
}
