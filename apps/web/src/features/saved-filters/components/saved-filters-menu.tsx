import { Button, Menu, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import type { CandidateFilter, SavedFilter } from "@stint/shared/saved-filters";
import { IconBookmark, IconBookmarkPlus, IconCheck, IconChevronDown, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSavedFilters } from "../api/list-saved-filters.ts";
import { isEmptyCandidateFilter, sameCandidateFilter } from "../saved-filter-match.ts";
import { ManageSavedFiltersDialog } from "./manage-saved-filters-dialog.tsx";
import { SaveFilterDialog } from "./save-filter-dialog.tsx";

type Props = {
  job: { id: string; title: string };
  /** The filters in use on the screen. */
  current: CandidateFilter;
  /** Sets the screen's filters to a saved one's (in the URL). */
  onApply: (filter: CandidateFilter) => void;
  /** Which saved filters this screen can apply (e.g. none with statuses where candidates have none). */
  usable?: (filter: CandidateFilter) => boolean;
};

/**
 * "Saved filters" beside a candidate list's heading: the company's saved filters for this job and for all its
 * jobs, each applied in one step (the one in force is ticked), "Save these filters…" and "Rename or delete…".
 */
export function SavedFiltersMenu({ job, current, onApply, usable = () => true }: Props) {
  const { t } = useTranslation("savedFilters");
  const saved = useSavedFilters(job.id);
  const [saving, saveDialog] = useDisclosure(false);
  const [managing, manageDialog] = useDisclosure(false);
  const all = saved.data?.items ?? [];
  const offered = all.filter((item) => usable(item.filter));
  const inForce = offered.find((item) => sameCandidateFilter(item.filter, current));
  const empty = isEmptyCandidateFilter(current);

  const apply = (item: SavedFilter) => {
    onApply(item.filter);
    notifications.show({ title: t("appliedTitle"), message: t("appliedText", { name: item.name }) });
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={280} withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={inForce ? t("menuInUse", { name: inForce.name }) : t("title")}
          >
            {t("title")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t("apply")}</Menu.Label>
          {saved.isPending ? (
            <Menu.Item disabled>{t("loadingMenu")}</Menu.Item>
          ) : saved.isError ? (
            <Menu.Item onClick={() => void saved.refetch()} closeMenuOnClick={false}>
              {t("loadAgain")}
            </Menu.Item>
          ) : offered.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" py={6}>
              {all.length === 0 ? t("noneYet") : t("noneFits")}
            </Text>
          ) : (
            offered.map((item) => (
              <Menu.Item
                key={item.id}
                onClick={() => apply(item)}
                leftSection={
                  <IconCheck size={14} aria-hidden style={{ visibility: item === inForce ? "visible" : "hidden" }} />
                }
                aria-current={item === inForce ? "true" : undefined}
                rightSection={
                  item.jobId ? (
                    <Text size="xs" c="dimmed">
                      {t("thisJob")}
                    </Text>
                  ) : undefined
                }
              >
                {item.name}
              </Menu.Item>
            ))
          )}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconBookmarkPlus size={14} aria-hidden />}
            onClick={saveDialog.open}
            disabled={empty || inForce !== undefined}
          >
            {empty ? t("chooseToSave") : inForce ? t("alreadySaved") : t("saveMenu")}
          </Menu.Item>
          {all.length > 0 && (
            <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={manageDialog.open}>
              {t("manage")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <SaveFilterDialog opened={saving} onClose={saveDialog.close} filter={current} job={job} />
      <ManageSavedFiltersDialog opened={managing} onClose={manageDialog.close} job={job} />
    </>
  );
}
