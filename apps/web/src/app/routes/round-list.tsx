import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { paths } from "@stint/shared/page-routes";
import { CompanyRoundList } from "../../features/rounds/components/company-round-list.tsx";
import { RoundFormDialog } from "../../features/rounds/components/round-form-dialog.tsx";

/**
 * `/round-list` (companies): the placement rounds the company created, joined or is invited to, and a new
 * round (PRODUCT §5).
 */
export function RoundListRoute() {
  const { t } = useTranslation("rounds");
  const [creating, create] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create.open}>
            {t("list.new")}
          </Button>
        }
      />
      <CompanyRoundList onCreate={create.open} />
      <RoundFormDialog
        opened={creating}
        onClose={create.close}
        onCreated={(round) => void navigate(paths.roundDetail({ id: round.id }))}
      />
    </>
  );
}
