import { Anchor, Card, Group, List, RingProgress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Account } from "@stint/shared/account";
import { profileCompleteness } from "@stint/shared/profile-completeness";
import { IconCircleCheck, IconCirclePlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { accountEditPath } from "@stint/shared/page-routes";

function meterColor(percent: number) {
  if (percent >= 100) return "teal";
  if (percent >= 60) return "stint";
  return "orange";
}

/** The completeness meter with each missing item as a link that opens the edit screen on that field. */
export function ProfileCompletenessCard({ account }: { account: Account }) {
  const { t } = useTranslation("accounts");
  const { percent, missing } = profileCompleteness(account);
  const editPath = accountEditPath(account.role);
  const role = account.role;

  return (
    <Card>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <RingProgress
          size={96}
          thickness={9}
          roundCaps
          sections={[{ value: percent, color: meterColor(percent) }]}
          label={
            <Text ta="center" fw={800} size="lg">
              {percent}%
            </Text>
          }
          aria-hidden
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="lg">
            {percent >= 100 ? t("completeness.complete") : t("completeness.percent", { percent })}
          </Title>
          <Text size="sm" c="dimmed">
            {percent >= 100
              ? t("completeness.completeText", { role })
              : t("completeness.missingText", { role, count: missing.length })}
          </Text>
        </Stack>
      </Group>
      {missing.length > 0 ? (
        <List
          mt="md"
          spacing="xs"
          center
          aria-label={t("completeness.missingLabel")}
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" color="stint">
              <IconCirclePlus size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {missing.map((item) => (
            <List.Item key={item.field}>
              <Anchor component={Link} to={`${editPath}?focus=${encodeURIComponent(item.field)}`} size="sm" fw={500}>
                {t(`completeness.missing.${role}.${item.field}`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : (
        <Group gap={6} mt="md" c="teal.8">
          <IconCircleCheck size={18} aria-hidden />
          <Anchor component={Link} to={editPath} size="sm">
            {t("completeness.review")}
          </Anchor>
        </Group>
      )}
    </Card>
  );
}
