import { Text } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import type { Cv } from "@stint/shared/cvs";
import { useDeleteCv } from "../api/delete-cv.ts";
import { useMakeCvPrimary } from "../api/make-cv-primary.ts";

type CvRef = Pick<Cv, "id" | "title" | "isPrimary">;

/** Making a CV primary, and deleting one after asking; both report the outcome in a toast. */
export function useCvActions() {
  const { t } = useTranslation("cvs");
  const { error: errorText } = useMessages();
  const makePrimary = useMakeCvPrimary();
  const remove = useDeleteCv();

  const onMakePrimary = (cv: CvRef) =>
    makePrimary.mutate(cv.id, {
      onSuccess: () =>
        notifications.show({
          color: "teal",
          title: t("actions.primaryChanged"),
          message: t("actions.primaryChangedText", { title: cv.title }),
        }),
      onError: (error) =>
        notifications.show({ color: "red", title: t("actions.primaryFailed"), message: errorText(error) }),
    });

  const onDelete = (cv: CvRef, options: { onDeleted?: () => void | Promise<void> } = {}) =>
    openConfirmDialog({
      title: t("actions.deleteTitle"),
      children: (
        <Text size="sm">
          {t(cv.isPrimary ? "actions.deletePrimaryText" : "actions.deleteText", { title: cv.title })}
        </Text>
      ),
      labels: { confirm: t("actions.deleteConfirm"), cancel: t("actions.keep") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(cv.id, {
          onSuccess: async () => {
            notifications.show({
              color: "gray",
              title: t("actions.deleted"),
              message: t("actions.deletedText", { title: cv.title }),
            });
            await options.onDeleted?.();
          },
          onError: (error) =>
            notifications.show({ color: "red", title: t("actions.deleteFailed"), message: errorText(error) }),
        }),
    });

  return {
    onMakePrimary,
    onDelete,
    /** The CV an action is running for, so only its buttons show it. */
    pendingId: makePrimary.isPending ? makePrimary.variables : remove.isPending ? remove.variables : undefined,
  };
}
