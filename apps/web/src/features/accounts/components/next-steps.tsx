import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Account, CompanyAccount, StudentAccount } from "@stint/shared/account";
import { profileCompleteness } from "@stint/shared/profile-completeness";
import { IconArrowRight, IconDownload, IconEye, IconSparkles, IconUserEdit } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { accountDetailPath, accountEditPath, paths } from "@stint/shared/page-routes";
import { exportAccountUrl } from "../api/export-account.ts";

type Step = { key: string; icon: typeof IconSparkles; title: string; text: string; action: ReactNode };

function NextStepsCard({ steps }: { steps: Step[] }) {
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        Next steps
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

const downloadLink = (
  <Anchor href={exportAccountUrl} download size="sm" fw={600}>
    <Group gap={4} component="span" wrap="nowrap">
      Download my data
      <IconDownload size={14} aria-hidden />
    </Group>
  </Anchor>
);

function studentSteps(account: StudentAccount): Step[] {
  const { missing } = profileCompleteness(account);
  const edit = accountEditPath("student");
  const steps: Step[] = [];
  if (missing[0]) {
    steps.push({
      key: "complete",
      icon: IconUserEdit,
      title: "Complete your profile",
      text: "Your studies, city and links are what companies look at first.",
      action: actionLink(`${edit}?focus=${encodeURIComponent(missing[0].field)}`, "Continue your profile"),
    });
  }
  if (!account.openToOffers) {
    steps.push({
      key: "offers",
      icon: IconSparkles,
      title: "Let companies invite you",
      text: "Switch on “open to offers” and companies looking for someone like you can invite you to apply.",
      action: actionLink(`${edit}?focus=openToOffers`, "Turn on open to offers"),
    });
  }
  steps.push({
    key: "review",
    icon: IconEye,
    title: "See your profile as others do",
    text: "Check the details you share before you apply anywhere.",
    action: actionLink(accountDetailPath("student"), "Open your account"),
  });
  steps.push({
    key: "export",
    icon: IconDownload,
    title: "Your data is yours",
    text: "Download a copy of everything Stint stores about you, at any time.",
    action: downloadLink,
  });
  return steps;
}

function companySteps(account: CompanyAccount): Step[] {
  const { missing } = profileCompleteness(account);
  const steps: Step[] = [];
  if (missing[0]) {
    steps.push({
      key: "complete",
      icon: IconUserEdit,
      title: "Complete your company profile",
      text: "Students are more likely to apply when they know who you are, where you are and what you do.",
      action: actionLink(
        `${accountEditPath("company")}?focus=${encodeURIComponent(missing[0].field)}`,
        "Continue the profile",
      ),
    });
  }
  steps.push({
    key: "review",
    icon: IconEye,
    title: "See your company page",
    text: "What students see when they open your company from one of your jobs.",
    action: actionLink(paths.companyPage({ id: account.id }), "Open your public page"),
  });
  steps.push({
    key: "export",
    icon: IconDownload,
    title: "Your data is yours",
    text: "Download a copy of everything Stint stores about your company, at any time.",
    action: downloadLink,
  });
  return steps;
}

/** The dashboard's "Next steps" for the account's role: finish the profile, review it, take the data home. */
export function NextSteps({ account }: { account: Account }) {
  return <NextStepsCard steps={account.role === "student" ? studentSteps(account) : companySteps(account)} />;
}
