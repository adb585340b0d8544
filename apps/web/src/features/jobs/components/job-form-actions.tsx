import { Button, Text } from "@mantine/core";
import { useId } from "react";
import type { JobStatus } from "@stint/shared/jobs";
import { IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FormActionBar } from "../../../components/form-action-bar.tsx";

export type JobFormIntent = "draft" | "publish" | "save";

type Props = {
  status: JobStatus | "new";
  saving: boolean;
  dirty: boolean;
  errorCount: number;
  cancelTo: string;
  /** Called by each submit button before the form submits, to say what it should do. */
  onIntent: (intent: JobFormIntent) => void;
  /** Publishing waits for the company's verification: the button is off and says why. */
  publishBlocked?: boolean;
};

/** A new job or a draft can be saved as a draft or published; a published or closed job is saved as it is. */
export function JobFormActions({ status, saving, dirty, errorCount, cancelTo, onIntent, publishBlocked }: Props) {
  const { t } = useTranslation("jobs");
  const whyId = useId();
  const editable = status === "new" || status === "draft";
  return (
    <FormActionBar
      dirty={dirty}
      errorCount={errorCount}
      cancelTo={cancelTo}
      idleMessage={status === "new" ? t("form.idleNew") : t("form.idle")}
    >
      {editable ? (
        <>
          <Button type="submit" variant="default" loading={saving} onClick={() => onIntent("draft")}>
            {t("form.saveDraft")}
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => onIntent("publish")}
            disabled={publishBlocked}
            aria-describedby={publishBlocked ? whyId : undefined}
          >
            {t("owner.publish")}
          </Button>
          {publishBlocked && (
            <Text id={whyId} size="sm" c="dimmed" maw={320}>
              {t("owner.publishUnverified")}
            </Text>
          )}
        </>
      ) : (
        <Button type="submit" loading={saving} onClick={() => onIntent("save")}>
          {t("form.saveChanges")}
        </Button>
      )}
    </FormActionBar>
  );
}
