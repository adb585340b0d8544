import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import {
  MODERATION_TABS,
  ModerationQueue,
  type ModerationTab,
} from "../../features/admin-moderation/components/moderation-queue.tsx";
import { enumParam } from "../../lib/search-params.ts";

/** `/admin/moderation` (operators with `moderation`): the reported ratings and messages, a tab each (`?tab=`). */
export function AdminModerationRoute() {
  const { t } = useTranslation("adminModeration");
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = enumParam(searchParams, "tab", MODERATION_TABS) ?? "ratings";
  const show = (next: ModerationTab) =>
    setSearchParams(next === "ratings" ? {} : { tab: next }, { preventScrollReset: true });
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <ModerationQueue tab={tab} onTab={show} />
    </>
  );
}
