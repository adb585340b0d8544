import { Button } from "@mantine/core";
import { paths } from "@stint/shared/page-routes";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StatusPanel } from "../../components/status-panel.tsx";

/**
 * Shown instead of a console screen to someone who may not open it: a student or a company (the console is for the
 * people who run Stint), or an operator without the screen's permission.
 */
export function AdminNotPermittedRoute({ operator }: { operator: boolean }) {
  const { t } = useTranslation("admin");
  const title = t(operator ? "notPermitted.title" : "notOperator.title");
  return (
    <StatusPanel
      icon={IconLock}
      color="orange"
      title={title}
      text={t(operator ? "notPermitted.text" : "notOperator.text")}
    >
      <Button component={Link} to={operator ? paths.admin() : paths.dashboard()}>
        {t(operator ? "notPermitted.back" : "notOperator.back")}
      </Button>
    </StatusPanel>
  );
}
