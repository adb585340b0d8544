import { Button, Group } from "@mantine/core";
import type { Role } from "@stint/shared/account";
import { IconArrowLeft, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { accountDetailPath, paths } from "@stint/shared/page-routes";
import { StatusPanel } from "../../components/status-panel.tsx";

/** Shown instead of a screen that belongs to the other role (PRODUCT §2): explain, and offer a way back. */
export function WrongRoleRoute({ required, actual }: { required: Role; actual: Role }) {
  const { t } = useTranslation();
  const title = t("wrongRole.title", { role: required });
  const navigate = useNavigate();
  return (
    <StatusPanel icon={IconLock} color="orange" title={title} text={t("wrongRole.text", { role: actual })}>
      <Group justify="center" gap="sm">
        <Button component={Link} to={paths.dashboard()}>
          {t("toDashboard")}
        </Button>
        <Button variant="default" component={Link} to={accountDetailPath(actual)}>
          {t("yourAccount")}
        </Button>
      </Group>
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconArrowLeft size={14} aria-hidden />}
        onClick={() => void navigate(-1)}
      >
        {t("goBack")}
      </Button>
    </StatusPanel>
  );
}
