import { Checkbox, Group } from "@mantine/core";
import { OPERATOR_PERMISSIONS, type OperatorPermission } from "@stint/shared/operators";
import { useTranslation } from "react-i18next";

type Props = {
  value: OperatorPermission[];
  onChange: (value: OperatorPermission[]) => void;
  error?: React.ReactNode;
};

/** The five permissions as checkboxes, each with what it lets an operator do. */
export function PermissionChecks({ value, onChange, error }: Props) {
  const { t } = useTranslation("adminOperators");
  return (
    <Checkbox.Group
      label={t("form.permissions")}
      description={t("form.permissionsHint")}
      value={value}
      onChange={(next) => onChange(OPERATOR_PERMISSIONS.filter((permission) => next.includes(permission)))}
      error={error}
      withAsterisk
    >
      <Group mt="xs" gap="sm">
        {OPERATOR_PERMISSIONS.map((permission) => (
          <Checkbox
            key={permission}
            value={permission}
            label={t(`permissions.${permission}.label`)}
            description={t(`permissions.${permission}.text`)}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
