import { Anchor, Grid, List, Stack, Text } from "@mantine/core";
import type { StudentAccount } from "@stint/shared/account";
import type { Cv } from "@stint/shared/cvs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DetailList } from "../../../components/detail-list.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { paths } from "@stint/shared/page-routes";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { SkillList } from "../../skills/components/skill-list.tsx";
import { useLabels } from "../../../i18n/labels.ts";
import { formatKilometres } from "../../../lib/format.ts";
import { useCvFormat } from "../cv-format.ts";
import { useVocabularyNames } from "../../skills/components/vocabulary-names.ts";
import { EducationTimeline, ExperienceTimeline } from "./cv-entries.tsx";
import { CvHeader } from "./cv-header.tsx";
import { CvOwnerActions } from "./cv-owner-actions.tsx";

type Props = {
  cv: Cv;
  owner: StudentAccount | null;
  /** The CV's match with a job, for a company that came from that job's candidates (composed by the route). */
  match?: ReactNode;
};

function Languages({ cv }: { cv: Cv }) {
  const labels = useLabels();
  const names = useVocabularyNames();
  return (
    <List size="sm" spacing={4} listStyleType="none" p={0}>
      {cv.languages.map((ref) => (
        <List.Item key={ref.language}>
          <Text span size="sm" fw={500}>
            {names.language(ref.language)}
          </Text>{" "}
          <Text span size="sm" c="dimmed">
            · {labels.cefr(ref.level)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

type SectionProps = { title: string; filled: boolean; hint: string; editPath: string | null; children: ReactNode };

/**
 * A part of the CV. An empty one is left out for a company, as on a printed CV; its owner (who has
 * `editPath`) sees a hint and a way to fill it.
 */
function CvSection({ title, filled, hint, editPath, children }: SectionProps) {
  const { t } = useTranslation("cvs");
  if (!filled && !editPath) return null;
  return (
    <SectionCard title={title}>
      {filled ? (
        children
      ) : (
        <Text size="sm" c="dimmed">
          {hint}{" "}
          <Anchor component={Link} to={editPath!} size="sm" underline="always">
            {t("detail.addIt")}
          </Anchor>
        </Text>
      )}
    </SectionCard>
  );
}

/**
 * A CV laid out like a printed one: the header, then experience and education down the main column, skills,
 * languages and wishes at the side. Its owner also gets the actions and hints where a section is empty; a
 * company reads it as it is, with its match against the company's job when it came from that job's candidates.
 */
export function CvDetailView({ cv, owner, match }: Props) {
  const { t } = useTranslation("cvs");
  const format = useCvFormat();
  usePageTitle(owner ? cv.title : t("detail.pageTitle", { title: cv.title }));
  const places =
    cv.preferredPlaces.length === 0
      ? null
      : t("detail.placesWithin", {
          places: cv.preferredPlaces.map((place) => place.city).join(", "),
          radius: formatKilometres(cv.radiusKm),
        });
  const editPath = owner ? paths.cvEdit({ id: cv.id }) : null;

  return (
    <Stack gap="lg">
      <CvHeader cv={cv} owner={owner} actions={owner ? <CvOwnerActions cv={cv} /> : undefined} />
      {match}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <CvSection
              title={t("detail.about")}
              filled={cv.summary !== ""}
              hint={t("detail.noSummary")}
              editPath={editPath}
            >
              <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {cv.summary}
              </Text>
            </CvSection>
            <CvSection
              title={t("detail.experience")}
              filled={cv.experience.length > 0}
              hint={t("detail.noExperience")}
              editPath={editPath}
            >
              <ExperienceTimeline entries={cv.experience} />
            </CvSection>
            <CvSection
              title={t("detail.education")}
              filled={cv.education.length > 0}
              hint={t("detail.noEducation")}
              editPath={editPath}
            >
              <EducationTimeline entries={cv.education} />
            </CvSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CvSection
              title={t("detail.skills")}
              filled={cv.skills.length > 0}
              hint={t("detail.noSkills")}
              editPath={editPath}
            >
              <SkillList skills={cv.skills} />
            </CvSection>
            <CvSection
              title={t("detail.languages")}
              filled={cv.languages.length > 0}
              hint={t("detail.noLanguages")}
              editPath={editPath}
            >
              <Languages cv={cv} />
            </CvSection>
            <SectionCard title={t("detail.lookingFor")}>
              <DetailList
                items={[
                  { label: t("detail.jobTypes"), value: format.jobTypes(cv.desiredTypes) ?? t("detail.any") },
                  { label: t("detail.workModes"), value: format.workModes(cv.desiredWorkModes) ?? t("detail.any") },
                  { label: t("detail.places"), value: places ?? t("detail.anywhere") },
                  {
                    label: t("detail.relocation"),
                    value: cv.willingToRelocate ? t("detail.relocate") : t("detail.noRelocate"),
                  },
                  {
                    label: t("detail.availability"),
                    value: format.availability(cv.availableFrom, cv.availableTo) ?? t("detail.notSet"),
                  },
                ]}
              />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
