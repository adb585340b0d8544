import { Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import type { Account } from "@stint/shared/account";
import { IconBriefcase, IconMapPin, IconSchool, IconWorld } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountAvatar } from "../../../components/account-avatar.tsx";
import { Fact } from "../../../components/fact.tsx";
import { accountDetailPath } from "@stint/shared/page-routes";
import { displayUrl } from "../../../lib/format.ts";
import { graduationText } from "../../../lib/graduation.ts";
import { useVocabularyNames } from "../../skills/components/vocabulary-names.ts";

/** The account in brief on the dashboard: picture, name, role, the main facts and a link to the account. */
export function AccountSummary({ account }: { account: Account }) {
  const { t } = useTranslation("accounts");
  const names = useVocabularyNames();
  const notSet = (
    <Text span c="dimmed" size="sm">
      {t("summary.notAdded")}
    </Text>
  );
  return (
    <Card>
      <Group gap="md" wrap="nowrap" mb="md">
        <AccountAvatar account={account} name={account.name} size={56} radius="xl" color="stint" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {account.name}
          </Text>
          <Badge variant="light" color={account.role === "student" ? "stint" : "orange"} w="fit-content">
            {t("common:shell.role", { role: account.role })}
          </Badge>
        </Stack>
      </Group>
      <Stack gap="xs">
        <Fact icon={IconMapPin}>{account.address?.label ?? notSet}</Fact>
        {account.role === "student" ? (
          <>
            <Fact icon={IconSchool}>
              {account.university
                ? [account.fieldOfStudy && names.fieldOfStudy(account.fieldOfStudy), account.university]
                    .filter(Boolean)
                    .join(" · ")
                : notSet}
            </Fact>
            {account.expectedGraduation && (
              <Fact icon={IconBriefcase}>{graduationText(t, account.expectedGraduation)}</Fact>
            )}
            <Badge variant="dot" color={account.openToOffers ? "teal" : "gray"} mt={4}>
              {account.openToOffers ? t("summary.open") : t("summary.notOpen")}
            </Badge>
          </>
        ) : (
          <>
            <Fact icon={IconBriefcase}>
              {[account.industry, account.sizeBand ? t("company.sizeOption", { size: account.sizeBand }) : null]
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
        {t("summary.view")}
      </Button>
    </Card>
  );
}
