import { Button, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconKey } from "@tabler/icons-react";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { SettingRow } from "./setting-row.tsx";

/** "Change password", in a dialog. */
export function PasswordSetting() {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <SettingRow
        title="Password"
        description="Changing it signs out every other device."
        action={
          <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={modal.open}>
            Change password
          </Button>
        }
      />
      <Modal
        opened={opened}
        onClose={modal.close}
        title={<Text fw={700}>Change your password</Text>}
        centered
        size="md"
      >
        <ChangePasswordForm onClose={modal.close} />
      </Modal>
    </>
  );
}
