import { Grid, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A screen's two columns: the main content and a narrower aside beside it on a wide screen, the aside below it
 * on a phone. `mainSpan` is the main column's share of 12.
 */
export function PageColumns({ main, aside, mainSpan = 8 }: { main: ReactNode; aside: ReactNode; mainSpan?: 7 | 8 }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: mainSpan }}>
        <Stack gap="lg">{main}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 12 - mainSpan }}>
        <Stack gap="lg">{aside}</Stack>
      </Grid.Col>
    </Grid>
  );
}
