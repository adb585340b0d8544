import { Card, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RatingCard } from "./rating-card.tsx";
import { RatingPages } from "./rating-pages.tsx";

/** A company's published ratings (revealed, from students; anonymous unless signed), with its responses. */
export function CompanyRatings({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation("ratings");
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        {t("company.title")}
      </Title>
      <RatingPages
        query={{ companyId }}
        what={t("company.what", { company: companyName })}
        headingOrder={3}
        renderItem={(rating) => <RatingCard rating={rating} party="author" headingOrder={4} withResponse />}
        empty={
          <Card>
            <Text size="sm" c="dimmed">
              {t("company.empty", { company: companyName })}
            </Text>
          </Card>
        }
      />
    </Stack>
  );
}
