import { Anchor, Grid, List, Stack, Text } from "@mantine/core";
import type { StudentAccount } from "@stint/shared/account";
import type { Cv } from "@stint/shared/cvs";
import { CEFR_LABELS, languageByCode } from "@stint/shared/jobs";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DetailList } from "../../../components/detail-list.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { paths } from "@stint/shared/page-routes";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { SkillList } from "../../skills/components/skill-list.tsx";
import { availabilityLine, jobTypesLine, workModesLine } from "../cv-format.ts";
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
  return (
    <List size="sm" spacing={4} listStyleType="none" p={0}>
      {cv.languages.map((ref) => (
        <List.Item key={ref.language}>
          <Text span size="sm" fw={500}>
            {languageByCode(ref.language)?.name ?? ref.language}
          </Text>{" "}
          <Text span size="sm" c="dimmed">
            · {CEFR_LABELS[ref.level]}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function placesOf(cv: Cv) {
  if (cv.preferredPlaces.length === 0) return null;
  const places = cv.preferredPlaces.map((place) => place.city).join(", ");
  return `${places}, within ${cv.radiusKm} km`;
}

type SectionProps = { title: string; filled: boolean; hint: string; editPath: string | null; children: ReactNode };

/**
 * A part of the CV. An empty one is left out for a company, as on a printed CV; its owner (who has
 * `editPath`) sees a hint and a way to fill it.
 */
function CvSection({ title, filled, hint, editPath, children }: SectionProps) {
  if (!filled && !editPath) return null;
  return (
    <SectionCard title={title}>
      {filled ? (
        children
      ) : (
        <Text size="sm" c="dimmed">
          {hint}{" "}
          <Anchor component={Link} to={editPath!} size="sm" underline="always">
            Add it
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
  usePageTitle(owner ? cv.title : `CV: ${cv.title}`);
  const editPath = owner ? paths.cvEdit({ id: cv.id }) : null;

  return (
    <Stack gap="lg">
      <CvHeader cv={cv} owner={owner} actions={owner ? <CvOwnerActions cv={cv} /> : undefined} />
      {match}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <CvSection title="About" filled={cv.summary !== ""} hint="No summary yet." editPath={editPath}>
              <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {cv.summary}
              </Text>
            </CvSection>
            <CvSection
              title="Experience"
              filled={cv.experience.length > 0}
              hint="No experience listed yet."
              editPath={editPath}
            >
              <ExperienceTimeline entries={cv.experience} />
            </CvSection>
            <CvSection
              title="Education"
              filled={cv.education.length > 0}
              hint="No education listed yet."
              editPath={editPath}
            >
              <EducationTimeline entries={cv.education} />
            </CvSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CvSection
              title="Skills"
              filled={cv.skills.length > 0}
              hint="No skills yet: jobs are matched on them."
              editPath={editPath}
            >
              <SkillList skills={cv.skills} />
            </CvSection>
            <CvSection title="Languages" filled={cv.languages.length > 0} hint="No languages yet." editPath={editPath}>
              <Languages cv={cv} />
            </CvSection>
            <SectionCard title="Looking for">
              <DetailList
                items={[
                  { label: "Job types", value: jobTypesLine(cv.desiredTypes) ?? "Any" },
                  { label: "Work modes", value: workModesLine(cv.desiredWorkModes) ?? "Any" },
                  { label: "Places", value: placesOf(cv) ?? "Anywhere" },
                  { label: "Relocation", value: cv.willingToRelocate ? "Willing to relocate" : "Not planned" },
                  { label: "Availability", value: availabilityLine(cv.availableFrom, cv.availableTo) ?? "Not set" },
                ]}
              />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
