import { Text } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { Cv } from "@stint/shared/cvs";
import { useDeleteCv } from "../api/delete-cv.ts";
import { useMakeCvPrimary } from "../api/make-cv-primary.ts";

type CvRef = Pick<Cv, "id" | "title" | "isPrimary">;

/** Making a CV primary, and deleting one after asking; both report the outcome in a toast. */
export function useCvActions() {
  const makePrimary = useMakeCvPrimary();
  const remove = useDeleteCv();

  const onMakePrimary = (cv: CvRef) =>
    makePrimary.mutate(cv.id, {
      onSuccess: () =>
        notifications.show({
          color: "teal",
          title: "Primary CV changed",
          message: `Stint now matches jobs against “${cv.title}”.`,
        }),
      onError: (error) =>
        notifications.show({ color: "red", title: "The CV was not made primary", message: error.message }),
    });

  const onDelete = (cv: CvRef, options: { onDeleted?: () => void | Promise<void> } = {}) =>
    openConfirmDialog({
      title: "Delete this CV?",
      children: (
        <Text size="sm">
          “{cv.title}” is removed for good. This cannot be undone.
          {cv.isPrimary && " Your next CV becomes your primary one."}
        </Text>
      ),
      labels: { confirm: "Delete the CV", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(cv.id, {
          onSuccess: async () => {
            notifications.show({ color: "gray", title: "CV deleted", message: `“${cv.title}” is gone.` });
            await options.onDeleted?.();
          },
          onError: (error) =>
            notifications.show({ color: "red", title: "The CV was not deleted", message: error.message }),
        }),
    });

  return {
    onMakePrimary,
    onDelete,
    /** The CV an action is running for, so only its buttons show it. */
    pendingId: makePrimary.isPending ? makePrimary.variables : remove.isPending ? remove.variables : undefined,
  };
}
