import { Card, Text, Title } from "@mantine/core";
import { useId } from "react";
import { InvitationSettingSwitch } from "./invitation-setting-switch.tsx";

/** The student's invitation setting on their account screen, beside what companies may see. */
export function InvitationSettingCard({ openToOffers }: { openToOffers: boolean }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="md" id={headingId}>
        Invitations
      </Title>
      <InvitationSettingSwitch />
      {!openToOffers && (
        <Text size="xs" c="dimmed" mt="sm">
          Only students open to offers can be invited: you are not open to offers now.
        </Text>
      )}
    </Card>
  );
}
