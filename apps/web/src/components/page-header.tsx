import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "../lib/use-page-title.ts";

type Props = { title: string; description?: ReactNode; actions?: ReactNode; pageTitle?: string; before?: ReactNode };

/** The heading row of a screen inside the app: one h1, an optional line of context, actions on the right. */
export function PageHeader({ title, description, actions, pageTitle, before }: Props) {
  usePageTitle(pageTitle ?? title);
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="xl" wrap="wrap">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        {before}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" component="div">
              {description}
            </Text>
          )}
        </Stack>
      </Group>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
