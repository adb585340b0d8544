import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";

type Props = {
  /** The row's heading, a link to what it is about (a job); plain text when that is gone (`to` null). */
  title: string;
  to: string | null;
  /** Under the title, e.g. the company's name. */
  subtitle?: ReactNode;
  /** At the right of the title, e.g. a status. */
  badge?: ReactNode;
  /** The row's details. */
  children?: ReactNode;
  /** The next steps, as buttons at the bottom. */
  actions?: ReactNode;
};

/**
 * One record of a list of the user's own (an application, an invitation, a match): an article named by its
 * title, which links to the job; its status, details and next actions.
 */
export function ListRow({ title, to, subtitle, badge, children, actions }: Props) {
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" style={{ rowGap: 6 }}>
          <div style={{ minWidth: 0, flex: "1 1 14rem" }}>
            <Title order={3} fz="md" lh={1.3} id={headingId} style={{ overflowWrap: "anywhere" }}>
              {to === null ? (
                <Text span inherit fw={650}>
                  {title}
                </Text>
              ) : (
                <Anchor component={Link} to={to} c="inherit" fw={650}>
                  {title}
                </Anchor>
              )}
            </Title>
            {subtitle && (
              <Text size="sm" fw={500} c="gray.8">
                {subtitle}
              </Text>
            )}
          </div>
          {badge && <div style={{ flexShrink: 0 }}>{badge}</div>}
        </Group>
        {children}
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
