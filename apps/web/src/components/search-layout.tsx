import { Button, Card, Drawer, Grid, Group, Loader, Stack, Text, Title, useMantineTheme } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMediaMatch } from "../lib/use-media-match.ts";
import classes from "./search-layout.module.css";

type Props = {
  /** The words box, above the columns. */
  searchBox: ReactNode;
  /** The filters: a sidebar on a wide screen, a drawer on a phone (opened by the "Filters" button). */
  filters: ReactNode;
  /** How many filters are in use, shown on the phone's "Filters (3)" button. */
  activeCount: number;
  /** The results heading: what is loading, or how many were found. */
  heading: ReactNode;
  /** A new answer is on its way while the previous one is shown. */
  updating: boolean;
  /** Beside the phone's "Filters" button at the right of the heading, e.g. the sort. */
  actions?: ReactNode;
  /** The button that closes the drawer, e.g. "Show 12 jobs". */
  showResultsLabel: string;
  /** Under the heading: the filters in use, the results, further pages. */
  children: ReactNode;
};

/**
 * A searchable list's layout (the job list, a job's candidates): the words box, then the filters in a sidebar
 * on a wide screen or in a bottom drawer on a phone, beside the results under their heading.
 */
export function SearchLayout({
  searchBox,
  filters,
  activeCount,
  heading,
  updating,
  actions,
  showResultsLabel,
  children,
}: Props) {
  const { t } = useTranslation("components");
  const [drawerOpened, drawer] = useDisclosure(false);
  const headingId = useId();
  // The sidebar's filters are left out on a phone rather than hidden by CSS: they are a form's worth of inputs
  // that a phone would otherwise build and lay out invisibly before the results, on every visit. Its column is
  // there from the first paint on a wide screen (CSS), so a page the server rendered (which cannot know the
  // width) keeps the results where they are when the filters come in after hydration.
  const theme = useMantineTheme();
  const wide = useMediaMatch(`(min-width: ${theme.breakpoints.md})`);

  return (
    <>
      <Stack gap="md">
        {searchBox}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
            {wide && (
              <Card component="section" aria-labelledby={`${headingId}-filters`} className={classes.sidebar}>
                <Title order={2} fz="md" mb="md" id={`${headingId}-filters`}>
                  {t("searchLayout.filters")}
                </Title>
                {filters}
              </Card>
            )}
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Stack gap="sm" component="section" aria-labelledby={`${headingId}-results`}>
              <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                <Group gap="xs" wrap="nowrap">
                  <Title order={2} fz="sm" fw={600} id={`${headingId}-results`} aria-live="polite">
                    {heading}
                  </Title>
                  {updating && <Loader size="xs" aria-label={t("searchLayout.updating")} />}
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    hiddenFrom="md"
                    variant="default"
                    leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                    onClick={drawer.open}
                    aria-haspopup="dialog"
                  >
                    {activeCount > 0
                      ? t("searchLayout.filtersCount", { count: activeCount })
                      : t("searchLayout.filters")}
                  </Button>
                  {actions}
                </Group>
              </Group>

              {children}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={<Text fw={700}>{t("searchLayout.filters")}</Text>}
        position="bottom"
        size="90%"
        hiddenFrom="md"
        closeButtonProps={{ "aria-label": t("searchLayout.closeFilters") }}
      >
        <Stack gap="lg" pb="md">
          {filters}
          <Button onClick={drawer.close} fullWidth>
            {showResultsLabel}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
