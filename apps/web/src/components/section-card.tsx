import { Card, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled part of a detail screen, announced as a region by its heading. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
