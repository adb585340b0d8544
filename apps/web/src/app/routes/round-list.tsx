import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
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
  const [creating, create] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Placement rounds"
        description="Students rank your jobs, you rank your shortlisted applicants, and one run proposes places that both sides confirm."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create.open}>
            New round
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
