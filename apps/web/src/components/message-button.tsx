import { Button, type ButtonProps } from "@mantine/core";
import { paths } from "@stint/shared/page-routes";
import { IconMessageCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

type Props = ButtonProps & {
  /** The student a company writes to, or the company a student writes to, by name for the heading. */
  to: { studentId: string; name: string } | { companyId: string; name: string };
  /** The job the conversation is about: attached to it with the first message sent from here. */
  job?: { id: string; title: string } | null;
};

/**
 * "Message": where a conversation may be started or continued (an application, an invitation, a match, either
 * side). It opens the message screen for that company or student and job; the conversations feature finds the
 * conversation the two already have, or starts it with the first message.
 */
export function MessageButton({ to, job, children, ...props }: Props) {
  const { t } = useTranslation("components");
  const target = paths.messageStart({
    ...("studentId" in to ? { studentId: to.studentId } : { companyId: to.companyId }),
    jobId: job?.id,
    to: to.name,
    job: job?.title,
  });
  return (
    <Button
      component={Link}
      to={target}
      variant="light"
      leftSection={<IconMessageCircle size={16} aria-hidden />}
      aria-label={
        job
          ? t("messageButton.labelAbout", { name: to.name, job: job.title })
          : t("messageButton.label", { name: to.name })
      }
      {...props}
    >
      {children ?? t("messageButton.text")}
    </Button>
  );
}
