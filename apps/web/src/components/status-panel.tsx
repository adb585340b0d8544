import { Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { usePageTitle } from "../lib/use-page-title.ts";

type Props = { icon: Icon; color: string; title: string; text: ReactNode; children?: ReactNode };

/**
 * A whole screen's answer instead of its content, inside the app shell: an icon, a heading (the page's title too),
 * a line of why, and the ways on (`children`). Not found, the other role's screen, the console's closed doors.
 */
export function StatusPanel({ icon: PanelIcon, color, title, text, children }: Props) {
  usePageTitle(title);
  return (
    <Center py={{ base: 40, sm: 80 }}>
      <Stack align="center" ta="center" gap="md" maw={520}>
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          <PanelIcon size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Center>
  );
}
