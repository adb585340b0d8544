import { Card, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

/** One titled group of an edit screen's inputs. */
export function EditCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb={description ? 2 : "md"} id={headingId}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}
