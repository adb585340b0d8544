import { Button } from "@mantine/core";
import type { Cv } from "@stint/shared/cvs";
import { IconEdit, IconStar, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { forgetCv } from "../api/cv-cache.ts";
import { useCvActions } from "./use-cv-actions.tsx";

/** What the student can do with their own CV from its page. */
export function CvOwnerActions({ cv }: { cv: Cv }) {
  const { t } = useTranslation("cvs");
  const actions = useCvActions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const busy = actions.pendingId !== undefined;
  return (
    <>
      <Button
        component={Link}
        to={paths.cvEdit({ id: cv.id })}
        variant="default"
        leftSection={<IconEdit size={16} aria-hidden />}
      >
        {t("owner.edit")}
      </Button>
      {!cv.isPrimary && (
        <Button
          variant="light"
          leftSection={<IconStar size={16} aria-hidden />}
          loading={busy}
          onClick={() => actions.onMakePrimary(cv)}
        >
          {t("card.makePrimary")}
        </Button>
      )}
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={busy}
        onClick={() =>
          actions.onDelete(cv, {
            onDeleted: async () => {
              await navigate(paths.cvList(), { replace: true });
              forgetCv(queryClient, cv.id);
            },
          })
        }
      >
        {t("card.delete")}
      </Button>
    </>
  );
}
