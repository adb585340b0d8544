import { Alert, Anchor, Badge, Button, Skeleton, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { paths } from "@stint/shared/page-routes";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { VerifiedBadge } from "../../../components/verified-badge.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { useAskAgain, useOwnVerification } from "../api/own-verification.ts";

/**
 * A company's verification on its account screen (issue 37): waiting, verified, or refused with the operators'
 * reason; after a refusal it may ask again once it changed its profile, and the card says which is the case.
 */
export function VerificationCard() {
  const { t } = useTranslation("companies");
  const { error } = useMessages();
  const query = useOwnVerification();
  const askAgain = useAskAgain();
  const own = query.data;
  return (
    <SectionCard title={t("verification.title")}>
      {query.isPending ? (
        <Skeleton height={60} aria-hidden />
      ) : query.isError || !own ? (
        <LoadErrorPanel what={t("verification.what")} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="sm" aria-live="polite">
          {own.state === "verified" ? (
            <>
              <VerifiedBadge size="lg" />
              <Text size="sm">{t("verification.verified")}</Text>
            </>
          ) : own.state === "waiting" ? (
            <>
              <Badge color="yellow" variant="light" size="lg" w="fit-content">
                {t("verification.waitingBadge")}
              </Badge>
              <Text size="sm">
                {t(own.mayPublish ? "verification.waitingMayPublish" : "verification.waitingDrafts")}
              </Text>
            </>
          ) : (
            <>
              <Badge color="red" variant="light" size="lg" w="fit-content">
                {t("verification.refusedBadge")}
              </Badge>
              {own.reason && (
                <Alert color="red" variant="light" title={t("verification.reason")}>
                  {own.reason}
                </Alert>
              )}
              {own.mayAskAgain ? (
                <Button
                  w="fit-content"
                  loading={askAgain.isPending}
                  onClick={() =>
                    askAgain.mutate(undefined, {
                      onSuccess: () => notifications.show({ color: "teal", message: t("verification.asked") }),
                      onError: (failure) =>
                        notifications.show({
                          color: "red",
                          title: t("verification.notAsked"),
                          message: error(failure),
                        }),
                    })
                  }
                >
                  {t("verification.askAgain")}
                </Button>
              ) : (
                <Text size="sm">
                  <Trans
                    t={t}
                    i18nKey="verification.updateFirst"
                    components={{ to: <Anchor component={Link} to={paths.companyEdit()} size="sm" /> }}
                  />
                </Text>
              )}
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
