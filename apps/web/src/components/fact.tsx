import { Group, Text } from "@mantine/core";
import type { IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** A short fact beside its icon: "PDF attached", "Available now". */
export function Fact({ icon: Icon, children }: { icon: typeof IconMapPin; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2, color: "var(--mantine-color-gray-6)" }} />
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}
