import { Anchor, Card, Group, List, RingProgress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Account } from "@stint/shared/account";
import { profileCompleteness } from "@stint/shared/profile-completeness";
import { IconCircleCheck, IconCirclePlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { accountEditPath } from "@stint/shared/page-routes";

function meterColor(percent: number) {
  if (percent >= 100) return "teal";
  if (percent >= 60) return "stint";
  return "orange";
}

/** The completeness meter with each missing item as a link that opens the edit screen on that field. */
export function ProfileCompletenessCard({ account }: { account: Account }) {
  const { percent, missing } = profileCompleteness(account);
  const editPath = accountEditPath(account.role);
  const who = account.role === "student" ? "Companies" : "Students";

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
            {percent >= 100 ? "Your profile is complete" : `Your profile is ${percent}% complete`}
          </Title>
          <Text size="sm" c="dimmed">
            {percent >= 100
              ? `${who} see everything they need to know about you. Keep it up to date as things change.`
              : `${who} decide faster when your profile is complete. ${missing.length === 1 ? "One thing is" : `${missing.length} things are`} missing:`}
          </Text>
        </Stack>
      </Group>
      {missing.length > 0 ? (
        <List
          mt="md"
          spacing="xs"
          center
          aria-label="Missing from your profile"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" color="stint">
              <IconCirclePlus size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {missing.map((item) => (
            <List.Item key={item.field}>
              <Anchor component={Link} to={`${editPath}?focus=${encodeURIComponent(item.field)}`} size="sm" fw={500}>
                {item.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : (
        <Group gap={6} mt="md" c="teal.8">
          <IconCircleCheck size={18} aria-hidden />
          <Anchor component={Link} to={editPath} size="sm">
            Review your profile
          </Anchor>
        </Group>
      )}
    </Card>
  );
}
