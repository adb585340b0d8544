import { Anchor, Badge, Text } from "@mantine/core";
import { DEGREE_LABELS, type StudentAccount } from "@stint/shared/account";
import { Link } from "react-router";
import { DetailList } from "../../../components/detail-list.tsx";
import { paths } from "@stint/shared/page-routes";
import { displayUrl } from "../../../lib/format.ts";
import { graduationText } from "../../../lib/graduation.ts";
import { DetailCard, editFieldLink } from "./account-detail-page.tsx";

// The student's cards of the account screen; an empty detail links to its input on the edit screen.

const add = (field: string) => editFieldLink(paths.studentEdit(), field);

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

/** Studies, about and links: the account screen's main column. */
export function StudentAccountDetails({ account }: { account: StudentAccount }) {
  return (
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
              label: "Graduation",
              value: graduationText(account.expectedGraduation),
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
  );
}

/** Contact and visibility: what companies may see, beside the details; each setting links to where it changes. */
export function StudentAccountSharing({ account }: { account: StudentAccount }) {
  return (
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
              value: (
                <OnOff on={account.openToOffers} onText="Companies can invite you" offText="Hidden from companies" />
              ),
            },
            {
              label: "Share my ratings",
              value: <OnOff on={account.shareRatings} onText="Shared with companies" offText="Private" />,
            },
          ]}
        />
        <Anchor
          component={Link}
          to={`${paths.studentEdit()}?focus=openToOffers`}
          size="sm"
          fw={600}
          mt="sm"
          display="block"
        >
          Change your visibility
        </Anchor>
      </DetailCard>
    </>
  );
}
