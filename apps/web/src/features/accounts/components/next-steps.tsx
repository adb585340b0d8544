import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Account, CompanyAccount, StudentAccount } from "@stint/shared/account";
import { profileCompleteness } from "@stint/shared/profile-completeness";
import { IconArrowRight, IconDownload, IconEye, IconSparkles, IconUserEdit } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { accountDetailPath, accountEditPath, paths } from "@stint/shared/page-routes";
import { exportAccountUrl } from "../api/export-account.ts";

type Step = { key: string; icon: typeof IconSparkles; title: string; text: string; action: ReactNode };

function NextStepsCard({ steps, title }: { steps: Step[]; title: string }) {
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      <Stack gap="lg">
        {steps.map((step) => (
          <Group key={step.key} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={40} radius="md" variant="light">
              <step.icon size={22} aria-hidden />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{step.title}</Text>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
              <div>{step.action}</div>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

const actionLink = (to: string, label: string) => (
  <Anchor component={Link} to={to} size="sm" fw={600}>
    <Group gap={4} component="span" wrap="nowrap">
      {label}
      <IconArrowRight size={14} aria-hidden />
    </Group>
  </Anchor>
);

const downloadLink = (label: string) => (
  <Anchor href={exportAccountUrl} download size="sm" fw={600}>
    <Group gap={4} component="span" wrap="nowrap">
      {label}
      <IconDownload size={14} aria-hidden />
    </Group>
  </Anchor>
);

function studentSteps(t: TFunction, account: StudentAccount): Step[] {
  const { missing } = profileCompleteness(account);
  const edit = accountEditPath("student");
  const steps: Step[] = [];
  if (missing[0]) {
    steps.push({
      key: "complete",
      icon: IconUserEdit,
      title: t("nextSteps.student.complete"),
      text: t("nextSteps.student.completeText"),
      action: actionLink(`${edit}?focus=${encodeURIComponent(missing[0].field)}`, t("nextSteps.student.completeLink")),
    });
  }
  if (!account.openToOffers) {
    steps.push({
      key: "offers",
      icon: IconSparkles,
      title: t("nextSteps.student.offers"),
      text: t("nextSteps.student.offersText"),
      action: actionLink(`${edit}?focus=openToOffers`, t("nextSteps.student.offersLink")),
    });
  }
  steps.push({
    key: "review",
    icon: IconEye,
    title: t("nextSteps.student.review"),
    text: t("nextSteps.student.reviewText"),
    action: actionLink(accountDetailPath("student"), t("nextSteps.student.reviewLink")),
  });
  steps.push({
    key: "export",
    icon: IconDownload,
    title: t("nextSteps.export"),
    text: t("nextSteps.student.exportText"),
    action: downloadLink(t("data.download")),
  });
  return steps;
}

function companySteps(t: TFunction, account: CompanyAccount): Step[] {
  const { missing } = profileCompleteness(account);
  const steps: Step[] = [];
  if (missing[0]) {
    steps.push({
      key: "complete",
      icon: IconUserEdit,
      title: t("nextSteps.company.complete"),
      text: t("nextSteps.company.completeText"),
      action: actionLink(
        `${accountEditPath("company")}?focus=${encodeURIComponent(missing[0].field)}`,
        t("nextSteps.company.completeLink"),
      ),
    });
  }
  steps.push({
    key: "review",
    icon: IconEye,
    title: t("nextSteps.company.review"),
    text: t("nextSteps.company.reviewText"),
    action: actionLink(paths.companyPage({ id: account.id }), t("nextSteps.company.reviewLink")),
  });
  steps.push({
    key: "export",
    icon: IconDownload,
    title: t("nextSteps.export"),
    text: t("nextSteps.company.exportText"),
    action: downloadLink(t("data.download")),
  });
  return steps;
}

/** The dashboard's "Next steps" for the account's role: finish the profile, review it, take the data home. */
export function NextSteps({ account }: { account: Account }) {
  const { t } = useTranslation("accounts");
  return (
    <NextStepsCard
      title={t("nextSteps.title")}
      steps={account.role === "student" ? studentSteps(t, account) : companySteps(t, account)}
    />
  );
}
