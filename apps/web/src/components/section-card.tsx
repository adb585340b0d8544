import { Card, Title, type MantineBreakpoint } from "@mantine/core";
import type { ReactNode } from "react";

type Visibility = { hiddenFrom?: MantineBreakpoint; visibleFrom?: MantineBreakpoint };

/**
 * One titled part of a detail screen, announced as a region by its heading. A card shown at some widths only
 * (`hiddenFrom`, `visibleFrom`) has a twin elsewhere for the other widths; each gets its own heading id.
 */
export function SectionCard({ title, children, ...visibility }: { title: string; children: ReactNode } & Visibility) {
  const where = visibility.hiddenFrom
    ? `-below-${visibility.hiddenFrom}`
    : visibility.visibleFrom
      ? `-from-${visibility.visibleFrom}`
      : "";
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}${where}`;
  return (
    <Card component="section" aria-labelledby={id} {...visibility}>
      <Title order={2} fz="lg" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
