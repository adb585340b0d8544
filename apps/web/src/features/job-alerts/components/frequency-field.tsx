import { Radio, Stack } from "@mantine/core";
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from "@stint/shared/job-alerts";
import { useTranslation } from "react-i18next";

type Props = {
  value: JobAlertFrequency;
  onChange: (value: JobAlertFrequency) => void;
  error?: React.ReactNode;
};

/** How often an alert tells of new jobs: each choice with what it means. */
export function FrequencyField({ value, onChange, error }: Props) {
  const { t } = useTranslation("jobAlerts");
  return (
    <Radio.Group
      label={t("frequency.label")}
      value={value}
      onChange={(next) => onChange(next as JobAlertFrequency)}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {JOB_ALERT_FREQUENCIES.map((frequency) => (
          <Radio
            key={frequency}
            value={frequency}
            label={t(`frequency.${frequency}`)}
            description={t(`frequency.${frequency}Text`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
