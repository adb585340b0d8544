import { Card, Group, Skeleton, Stack } from "@mantine/core";

/**
 * Placeholders of a ranked list's rows while it loads: the picture (a student's round avatar, a company's
 * square logo), three lines of text and the score ring.
 */
export function RankedRowSkeletons({
  picture,
  widths,
}: {
  picture: "avatar" | "logo";
  /** The text lines' widths: the name or title, the line under it, the reasons. */
  widths: readonly [string, string, string];
}) {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} padding="md">
          <Group align="flex-start" gap="md" wrap="nowrap">
            {picture === "avatar" ? (
              <Skeleton height={48} width={48} circle />
            ) : (
              <Skeleton height={48} width={48} radius="md" />
            )}
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={18} width={widths[0]} />
              <Skeleton height={14} width={widths[1]} />
              <Skeleton height={14} width={widths[2]} />
            </Stack>
            <Skeleton height={68} width={68} circle />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
