import { Card, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { RatingCard } from "./rating-card.tsx";
import { RatingPages } from "./rating-pages.tsx";

/** A company's published ratings (revealed, from students; anonymous unless signed), with its responses. */
export function CompanyRatings({ companyId, companyName }: { companyId: string; companyName: string }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        Ratings from students
      </Title>
      <RatingPages
        query={{ companyId }}
        what={`the ratings of ${companyName}`}
        headingOrder={3}
        renderItem={(rating) => <RatingCard rating={rating} party="author" headingOrder={4} withResponse />}
        empty={
          <Card>
            <Text size="sm" c="dimmed">
              No published rating yet. Students who worked at {companyName} through Stint can rate it once their
              placement has started; a rating is published when both sides have rated, or 14 days after the first.
            </Text>
          </Card>
        }
      />
    </Stack>
  );
}
