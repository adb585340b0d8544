import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { JobCompany } from "@stint/shared/jobs";
import { IconArrowRight, IconMapPin } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { CompanyAvatar } from "../../../components/company-avatar.tsx";
import { useCompanyQuery } from "../api/get-company.ts";
import { CompanyRatingBadge } from "./company-rating-badge.tsx";

/** The company behind a job, with its students' average rating (loaded after the job), linking to its page. */
export function CompanyCard({ company }: { company: JobCompany }) {
  const { t } = useTranslation("companies");
  const profile = useCompanyQuery(company.id);
  return (
    <Card component="section" aria-labelledby={`company-${company.id}`}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb="sm">
        {t("card.eyebrow")}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <CompanyAvatar company={company} size={52} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="md" id={`company-${company.id}`} style={{ overflowWrap: "anywhere" }}>
            {company.name}
          </Title>
          {company.address && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text size="sm" c="dimmed" truncate>
                {company.address.label}
              </Text>
            </Group>
          )}
          {profile.data && <CompanyRatingBadge summary={profile.data.ratings} />}
        </Stack>
      </Group>
      <Anchor component={Link} to={paths.companyPage({ id: company.id })} size="sm" fw={600} mt="md" display="block">
        <Group gap={4} component="span" wrap="nowrap">
          {t("card.link", { name: company.name })}
          <IconArrowRight size={14} aria-hidden />
        </Group>
      </Anchor>
    </Card>
  );
}
