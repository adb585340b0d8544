import { Box, Divider, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Props = { title: string; description?: ReactNode; optional?: boolean; children: ReactNode; first?: boolean };

/** A titled group of inputs inside a longer form, announced as a region by its heading. */
export function FormSection({ title, description, optional, children, first }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      {!first && <Divider my="lg" />}
      <Stack gap={2} mb="md">
        <Title order={2} fz="md" id={headingId}>
          {title}
          {optional && (
            <Text span c="dimmed" fw={400} fz="sm">
              {" "}
              {t("optional")}
            </Text>
          )}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Box>
  );
}
