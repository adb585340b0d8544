import { Center, Loader, Stack } from "@mantine/core";
import { LogoMark } from "./logo.tsx";

/** Shown until the session is known (seed §4: the app mounts only after the first answer). */
export function Splash() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="lg">
        <LogoMark size={56} />
        <Loader size="sm" type="dots" aria-label="Loading Stint" />
      </Stack>
    </Center>
  );
}
