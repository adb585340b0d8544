import { Skeleton, Switch, Text, type MantineSpacing } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useInvitationSettings, useUpdateInvitationSettings } from "../api/invitation-settings.ts";

/**
 * "Companies may invite me": saved as soon as it is switched, the result told in a toast. Companies inviting a
 * student who turned it off are refused; invitations already received stay open.
 */
export function InvitationSettingSwitch({ mt }: { mt?: MantineSpacing }) {
  const settings = useInvitationSettings();
  const update = useUpdateInvitationSettings();
  if (settings.isPending)
    return <Skeleton height={40} mt={mt} role="status" aria-label="Loading your invitation setting" />;
  if (settings.isError) {
    return (
      <Text size="sm" c="red.9" mt={mt}>
        Your invitation setting could not be loaded: {settings.error.message}
      </Text>
    );
  }
  const on = update.isPending ? update.variables.acceptsInvitations : settings.data.acceptsInvitations;
  return (
    <Switch
      mt={mt}
      size="md"
      label="Companies may invite me to apply"
      description="Off: companies cannot send you new invitations. Those you already have stay open."
      checked={on}
      disabled={update.isPending}
      onChange={(event) => {
        const acceptsInvitations = event.currentTarget.checked;
        update.mutate(
          { acceptsInvitations },
          {
            onSuccess: () =>
              notifications.show({
                color: acceptsInvitations ? "teal" : "gray",
                title: acceptsInvitations ? "Invitations are on" : "Invitations are off",
                message: acceptsInvitations
                  ? "Companies can invite you to apply to their jobs."
                  : "Companies can no longer invite you. You can still apply to jobs yourself.",
              }),
            onError: (error) =>
              notifications.show({ color: "red", title: "The setting was not saved", message: error.message }),
          },
        );
      }}
    />
  );
}
