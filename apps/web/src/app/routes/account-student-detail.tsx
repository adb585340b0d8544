import { Anchor, Avatar, Badge, Button, Card, Grid, Stack, Text, Title } from "@mantine/core";
import { DEGREE_LABELS } from "@stint/shared/account";
import { profileCompleteness } from "@stint/shared/profile-completeness";
import { IconEdit } from "@tabler/icons-react";
import { Link } from "react-router";
import { DetailList } from "../../components/detail-list.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { paths } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { AccountDataCard } from "../../features/accounts/components/account-data-card.tsx";
import { ProfileCompletenessCard } from "../../features/accounts/components/profile-completeness-card.tsx";
import { displayUrl, formatYearMonth, initials } from "../../lib/format.ts";

const add = (field: string) => `${paths.studentEdit}?focus=${encodeURIComponent(field)}`;

function ExternalLink({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {displayUrl(href)}
    </Anchor>
  );
}

function OnOff({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return (
    <Badge variant="dot" color={on ? "teal" : "gray"} tt="none" size="md">
      {on ? onText : offText}
    </Badge>
  );
}

export function AccountStudentDetailRoute() {
  const account = useMe()?.account;
  if (account?.role !== "student") return null;
  const complete = profileCompleteness(account).percent >= 100;

  return (
    <>
      <PageHeader
        title={account.name}
        pageTitle="Your account"
        before={
          <Avatar size={64} radius="xl" color="stint">
            {initials(account.name)}
          </Avatar>
        }
        description={["Student account", account.address?.label].filter(Boolean).join(" · ")}
        actions={
          <Button component={Link} to={paths.studentEdit} leftSection={<IconEdit size={18} aria-hidden />}>
            Edit account
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card>
              <Title order={2} fz="lg" mb="md">
                Studies
              </Title>
              <DetailList
                items={[
                  { label: "University or school", value: account.university, addTo: add("university") },
                  { label: "Field of study", value: account.fieldOfStudy, addTo: add("fieldOfStudy") },
                  {
                    label: "Degree level",
                    value: account.degreeLevel ? DEGREE_LABELS[account.degreeLevel] : null,
                    addTo: add("degreeLevel"),
                  },
                  {
                    label: "Expected graduation",
                    value: formatYearMonth(account.expectedGraduation),
                    addTo: add("expectedGraduation"),
                  },
                ]}
              />
            </Card>
            <Card>
              <Title order={2} fz="lg" mb="md">
                About
              </Title>
              <DetailList
                items={[
                  { label: "Bio", value: account.bio, addTo: add("bio") },
                  { label: "City", value: account.address?.label, addTo: add("address") },
                ]}
              />
            </Card>
            <Card>
              <Title order={2} fz="lg" mb="md">
                Links
              </Title>
              <DetailList
                items={[
                  {
                    label: "LinkedIn",
                    value: account.links.linkedin && <ExternalLink href={account.links.linkedin} />,
                    addTo: add("links.linkedin"),
                  },
                  {
                    label: "GitHub",
                    value: account.links.github && <ExternalLink href={account.links.github} />,
                    addTo: add("links.github"),
                  },
                  {
                    label: "Portfolio",
                    value: account.links.portfolio && <ExternalLink href={account.links.portfolio} />,
                    addTo: add("links.portfolio"),
                  },
                ]}
              />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {!complete && <ProfileCompletenessCard account={account} />}
            <Card>
              <Title order={2} fz="lg" mb="md">
                Contact
              </Title>
              <DetailList
                items={[
                  { label: "Email", value: account.emailAddress },
                  { label: "Phone", value: account.phone, addTo: add("phone") },
                ]}
              />
              <Text size="xs" c="dimmed" mt="sm">
                Companies see your email and phone only after you match with them.
              </Text>
            </Card>
            <Card>
              <Title order={2} fz="lg" mb="md">
                Visibility
              </Title>
              <DetailList
                items={[
                  {
                    label: "Open to offers",
                    value: <OnOff on={account.openToOffers} onText="Companies can invite you" offText="Off" />,
                  },
                  {
                    label: "Share my ratings",
                    value: <OnOff on={account.shareRatings} onText="Shared with companies" offText="Private" />,
                  },
                ]}
              />
            </Card>
            <AccountDataCard role="student" />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
