import { Group, Pagination } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMediaMatch } from "../../../lib/use-media-match.ts";

type Props = { pages: number; page: number; onPage: (page: number) => void };

/**
 * The job list's pages. On a phone it keeps to one line (no neighbours of the current page). Its own component,
 * so that learning the width (after hydrating a server-rendered list, on a wide screen) redraws the pager only,
 * not the list: a phone's first render already has its answer.
 */
export function JobPager({ pages, page, onPage }: Props) {
  const { t } = useTranslation("jobs");
  const wide = useMediaMatch("(min-width: 36em)");
  return (
    <Group justify="center" mt="md" component="nav" aria-label={t("pager.label")}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        siblings={wide ? 1 : 0}
        boundaries={1}
        getItemProps={(item) => ({
          "aria-label": t("pager.page", { page: item }),
          "aria-current": item === page ? "page" : undefined,
        })}
        getControlProps={(control) =>
          control === "previous"
            ? { "aria-label": t("pager.previous") }
            : control === "next"
              ? { "aria-label": t("pager.next") }
              : {}
        }
      />
    </Group>
  );
}
