import { Card, Group, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { sectionsFor } from "../../features/admin/admin-sections.ts";

/** `/admin`: where an operator lands, with the console's screens their permissions open. */
export function AdminOverviewRoute() {
  const { t } = useTranslation("admin");
  const me = useMe();
  const sections = sectionsFor(me?.operator?.permissions ?? []);
  return (
    <>
      <PageHeader title={t("overview.title")} description={t("overview.description")} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {sections.map((section) => (
          <Card key={section.to} component={Link} to={section.to} withBorder padding="lg" radius="md">
            <Group gap="sm" wrap="nowrap" mb="xs">
              <ThemeIcon variant="light" size={36} radius="md">
                <section.icon size={20} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>{t(`overview.${section.label}.title`)}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t(`overview.${section.label}.description`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
