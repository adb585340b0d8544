import { Box, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A setting of the account screen: what it is and its state on the left, its button on the right, or below it
 * where the line is too narrow (a phone).
 */
export function SettingRow({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Box style={{ flex: "1 1 14rem", minWidth: 0 }}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="sm" c="dimmed" component="div">
          {description}
        </Text>
      </Box>
      {action}
    </Group>
  );
}
