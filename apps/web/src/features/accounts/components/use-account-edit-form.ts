import { notifications } from "@mantine/notifications";
import type { Account, Me } from "@stint/shared/account";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useLeaveGuard } from "../../../lib/use-leave-guard.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { updateAccount } from "../api/update-account.ts";
import { changedFields } from "./account-form-values.ts";

type Options<A extends Account, Values extends Record<string, unknown>, Payload extends Record<string, unknown>> = {
  account: A;
  schema: StandardSchemaV1;
  toValues: (account: A) => Values;
  toPayload: (values: Values) => Payload;
  detailPath: string;
};

/**
 * The account edit screens: the one form pattern, plus what editing a saved record needs — a PATCH of only
 * the changed fields, the session updated with the answer, `?focus=field` from the dashboard's links, and a
 * question before unsaved changes are thrown away.
 */
export function useAccountEditForm<
  A extends Account,
  Values extends Record<string, unknown>,
  Payload extends Record<string, unknown>,
>({ account, schema, toValues, toPayload, detailPath }: Options<A, Values, Payload>) {
  const { t } = useTranslation("accounts");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const base = toPayload(toValues(account));

  const apiForm = useApiForm<Values, Payload, A | null>({
    initialValues: toValues(account),
    saved: base,
    schema,
    toPayload,
    // The API names the picture by its file id; the form holds the picture (id and preview URL).
    fieldMap: { avatarFileId: "avatar", logoFileId: "logo" },
    submit: async (payload) => {
      const changes = changedFields(payload, base);
      if (Object.keys(changes).length === 0) return null;
      return updateAccount<A>(changes);
    },
    onSuccess: async (updated) => {
      if (!updated) {
        notifications.show({ color: "gray", message: t("edit.nothingToSave") });
        return;
      }
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, account: updated } : me));
      notifications.show({ color: "teal", title: t("edit.savedTitle"), message: t("edit.savedText") });
      leaveGuard.allowLeaving();
      await navigate(detailPath);
    },
  });
  const { form } = apiForm;

  // Opened from a "missing" link on the dashboard: go straight to that input.
  const focus = searchParams.get("focus");
  useEffect(() => {
    if (!focus) return;
    const frame = requestAnimationFrame(() => {
      const node = form.getInputNode(focus as never);
      if (node instanceof HTMLElement) {
        node.scrollIntoView({ block: "center" });
        node.focus({ preventScroll: true });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [focus]); // eslint-disable-line react-hooks/exhaustive-deps

  const leaveGuard = useLeaveGuard(apiForm.dirty);

  return apiForm;
}
