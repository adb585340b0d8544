import { Anchor, Badge, Button, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Account, CompanyAccount, StudentAccount } from "@stint/shared/account";
import { profileCompleteness } from "@stint/shared/profile-completeness";
import {
  IconArrowRight,
  IconBriefcase,
  IconDownload,
  IconEye,
  IconMapPin,
  IconPlus,
  IconSchool,
  IconSearch,
  IconSparkles,
  IconUserEdit,
  IconWorld,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CompanyJobsOverview, StudentJobSections } from "../../features/jobs/components/dashboard-jobs.tsx";
import { Fact } from "../../components/fact.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { accountDetailPath, accountEditPath, companyPagePath, paths } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { exportAccountUrl } from "../../features/accounts/api/export-account.ts";
import { DashboardCvs } from "../../features/cvs/components/dashboard-cvs.tsx";
import { AccountAvatar } from "../../features/accounts/components/account-avatar.tsx";
import { ProfileCompletenessCard } from "../../features/accounts/components/profile-completeness-card.tsx";
import { displayUrl, formatYearMonth, greeting } from "../../lib/format.ts";

type Step = { key: string; icon: typeof IconSparkles; title: string; text: string; action: ReactNode };

function NextSteps({ steps }: { steps: Step[] }) {
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
    action: actionLink(companyPagePath(account.id), "Open your public page"),
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

function AccountSummary({ account }: { account: Account }) {
  const notSet = (
    <Text span c="dimmed" size="sm">
      Not added yet
    </Text>
  );
  return (
    <Card>
      <Group gap="md" wrap="nowrap" mb="md">
        <AccountAvatar
          account={account}
          name={account.name}
          size={56}
          radius="xl"
          color={account.role === "student" ? "stint" : "orange"}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {account.name}
          </Text>
          <Badge variant="light" color={account.role === "student" ? "stint" : "orange"} w="fit-content">
            {account.role === "student" ? "Student" : "Company"}
          </Badge>
        </Stack>
      </Group>
      <Stack gap="xs">
        <Fact icon={IconMapPin}>{account.address?.label ?? notSet}</Fact>
        {account.role === "student" ? (
          <>
            <Fact icon={IconSchool}>
              {account.university ? [account.fieldOfStudy, account.university].filter(Boolean).join(" · ") : notSet}
            </Fact>
            {account.expectedGraduation && (
              <Fact icon={IconBriefcase}>Graduating {formatYearMonth(account.expectedGraduation)}</Fact>
            )}
            <Badge variant="dot" color={account.openToOffers ? "teal" : "gray"} mt={4}>
              {account.openToOffers ? "Open to offers" : "Not open to offers"}
            </Badge>
          </>
        ) : (
          <>
            <Fact icon={IconBriefcase}>
              {[account.industry, account.sizeBand ? `${account.sizeBand} employees` : null]
                .filter(Boolean)
                .join(" · ") || notSet}
            </Fact>
            <Fact icon={IconWorld}>
              {account.website ? (
                <Anchor href={account.website} target="_blank" rel="noopener noreferrer" size="sm">
                  {displayUrl(account.website)}
                </Anchor>
              ) : (
                notSet
              )}
            </Fact>
          </>
        )}
      </Stack>
      <Button component={Link} to={accountDetailPath(account.role)} variant="light" fullWidth mt="lg">
        View account
      </Button>
    </Card>
  );
}

export function JobDashboardRoute() {
  const account = useMe()?.account;
  if (!account) return null;
  const student = account.role === "student";
  const firstName = student ? (account.name.split(" ")[0] ?? account.name) : account.name;
  const complete = profileCompleteness(account).percent >= 100;

  return (
    <>
      <PageHeader
        title={`${greeting()}, ${firstName}`}
        pageTitle="Dashboard"
        description={
          student
            ? "New jobs, jobs near you, and what to do next."
            : "Your jobs, what needs your attention, and your company profile."
        }
        actions={
          student ? (
            <Button component={Link} to={paths.jobList} leftSection={<IconSearch size={16} aria-hidden />}>
              Find jobs
            </Button>
          ) : (
            <Button component={Link} to={paths.jobCreation} leftSection={<IconPlus size={16} aria-hidden />}>
              Post a job
            </Button>
          )
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {student ? <StudentJobSections address={account.address} /> : <CompanyJobsOverview />}
            {!complete && <ProfileCompletenessCard account={account} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <AccountSummary account={account} />
            {student && <DashboardCvs />}
            <NextSteps steps={student ? studentSteps(account) : companySteps(account)} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
