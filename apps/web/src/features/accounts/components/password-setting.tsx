import { Button, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconKey } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { SettingRow } from "./setting-row.tsx";

/** "Change password", in a dialog. */
export function PasswordSetting() {
  const { t } = useTranslation("accounts");
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <SettingRow
        title={t("security.password")}
        description={t("security.passwordText")}
        action={
          <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={modal.open}>
            {t("security.changePassword")}
          </Button>
        }
      />
      <Modal
        opened={opened}
        onClose={modal.close}
        title={<Text fw={700}>{t("security.changePasswordTitle")}</Text>}
        centered
        size="md"
      >
        <ChangePasswordForm onClose={modal.close} />
      </Modal>
    </>
  );
}
