import { Anchor, Avatar, Button, Card, Grid, Stack, Text, Title } from "@mantine/core";
import { profileCompleteness } from "@stint/shared/profile-completeness";
import { IconEdit } from "@tabler/icons-react";
import { Link } from "react-router";
import { DetailList } from "../../components/detail-list.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { paths } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { AccountDataCard } from "../../features/accounts/components/account-data-card.tsx";
import { ProfileCompletenessCard } from "../../features/accounts/components/profile-completeness-card.tsx";
import { displayUrl, initials } from "../../lib/format.ts";

const add = (field: string) => `${paths.companyEdit}?focus=${encodeURIComponent(field)}`;

export function AccountCompanyDetailRoute() {
  const account = useMe()?.account;
  if (account?.role !== "company") return null;
  const complete = profileCompleteness(account).percent >= 100;

  return (
    <>
      <PageHeader
        title={account.name}
        pageTitle="Company account"
        before={
          <Avatar size={64} radius="lg" color="orange">
            {initials(account.name)}
          </Avatar>
        }
        description={["Company account", account.industry, account.address?.label].filter(Boolean).join(" · ")}
        actions={
          <Button component={Link} to={paths.companyEdit} leftSection={<IconEdit size={18} aria-hidden />}>
            Edit account
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card>
              <Title order={2} fz="lg" mb="md">
                About the company
              </Title>
              {account.description ? (
                <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                  {account.description}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  No description yet.{" "}
                  <Anchor component={Link} to={add("description")} size="sm" underline="always">
                    Describe the company
                  </Anchor>{" "}
                  so students know what it is like to work with you.
                </Text>
              )}
            </Card>
            <Card>
              <Title order={2} fz="lg" mb="md">
                Company details
              </Title>
              <DetailList
                items={[
                  { label: "Company name", value: account.name },
                  { label: "Industry", value: account.industry, addTo: add("industry") },
                  {
                    label: "Company size",
                    value: account.sizeBand ? `${account.sizeBand} employees` : null,
                    addTo: add("sizeBand"),
                  },
                  { label: "Location", value: account.address?.label, addTo: add("address") },
                  {
                    label: "Website",
                    value: account.website && (
                      <Anchor href={account.website} target="_blank" rel="noopener noreferrer" size="sm">
                        {displayUrl(account.website)}
                      </Anchor>
                    ),
                    addTo: add("website"),
                  },
                  { label: "Email", value: account.emailAddress },
                ]}
              />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {!complete && <ProfileCompletenessCard account={account} />}
            <AccountDataCard role="company" />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
