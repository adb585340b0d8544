import { Anchor, Badge, Text } from "@mantine/core";
import { DEGREE_LABELS } from "@stint/shared/account";
import { DetailList } from "../../components/detail-list.tsx";
import { paths } from "../../config/paths.ts";
import {
  AccountDetailColumns,
  AccountDetailHeader,
  DetailCard,
  editFieldLink,
} from "../../features/accounts/components/account-detail-page.tsx";
import { useRoleAccount } from "../../features/accounts/components/use-role-account.ts";
import { displayUrl, formatYearMonth } from "../../lib/format.ts";

const add = (field: string) => editFieldLink(paths.studentEdit, field);

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
  const account = useRoleAccount("student");
  if (!account) return null;

  return (
    <>
      <AccountDetailHeader
        account={account}
        pageTitle="Your account"
        avatarRadius="xl"
        avatarColor="stint"
        description={["Student account", account.address?.label]}
        editPath={paths.studentEdit}
      />
      <AccountDetailColumns
        account={account}
        main={
          <>
            <DetailCard title="Studies">
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
            </DetailCard>
            <DetailCard title="About">
              <DetailList
                items={[
                  { label: "Bio", value: account.bio, addTo: add("bio") },
                  { label: "City", value: account.address?.label, addTo: add("address") },
                ]}
              />
            </DetailCard>
            <DetailCard title="Links">
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
            </DetailCard>
          </>
        }
        aside={
          <>
            <DetailCard title="Contact">
              <DetailList
                items={[
                  { label: "Email", value: account.emailAddress },
                  { label: "Phone", value: account.phone, addTo: add("phone") },
                ]}
              />
              <Text size="xs" c="dimmed" mt="sm">
                Companies see your email and phone only after you match with them.
              </Text>
            </DetailCard>
            <DetailCard title="Visibility">
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
            </DetailCard>
          </>
        }
      />
    </>
  );
}
