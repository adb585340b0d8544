import { Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card.tsx";
import { useSimilarJobs } from "../../saved-jobs/api/similar-jobs.ts";
import { JobCard } from "./job-card.tsx";

/**
 * "Jobs like this" under a job: up to six published jobs of its type sharing most skills with it, near it, each
 * with the student's mark and Save toggle (`forYou`, for students only). Nothing when the load fails: the page
 * is about its own job.
 */
export function SimilarJobs({ jobId }: { jobId: string }) {
  const { t } = useTranslation("savedJobs");
  const similar = useSimilarJobs(jobId);
  if (similar.isError) return null;
  return (
    <SectionCard title={t("similar.title")}>
      {similar.isPending ? (
        <Stack gap="sm" role="status" aria-label={t("similar.loading")} aria-busy>
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : similar.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("similar.none")}
        </Text>
      ) : (
        <Stack gap="sm">
          {similar.data.items.map((job) => {
            const forYou = similar.data.forYou?.jobs[job.id];
            return (
              <JobCard
                key={job.id}
                job={job}
                headingOrder={3}
                withExcerpt={false}
                mark={forYou?.mark}
                saved={forYou?.saved}
              />
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
