import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBellPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SaveAlertDialog } from "./save-alert-dialog.tsx";

type Props = { search: Record<string, string>; placeLabel: string | null };

/** The job list's "Save search as alert", for a student. */
export function SaveAlertButton({ search, placeLabel }: Props) {
  const { t } = useTranslation("jobAlerts");
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconBellPlus size={16} aria-hidden />} onClick={dialog.open}>
        {t("save.open")}
      </Button>
      <SaveAlertDialog
        opened={opened}
        onClose={dialog.close}
        search={search}
        placeLabel={placeLabel}
        suggestedName={(search.q ?? "").slice(0, 80)}
      />
    </>
  );
}
