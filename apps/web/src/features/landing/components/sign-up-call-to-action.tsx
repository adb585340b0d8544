import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import classes from "./landing.module.css";

/** The closing invitation to create an account (or sign in, through `loginLink`). */
export function SignUpCallToAction({ loginLink }: { loginLink: string }) {
  const { t } = useTranslation(["landing", "common"]);
  return (
    <Container size="lg" pb={72}>
      <Box className={classes.cta}>
        <Group justify="space-between" gap="lg">
          <Stack gap={6} maw={560}>
            <Title order={2} fz={{ base: 24, sm: 30 }} c="white">
              {t("cta.title")}
            </Title>
            <Text c="stint.0">{t("cta.text")}</Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to={paths.chooseSignUpRole()} size="md" variant="white" color="stint">
              {t("cta.create")}
            </Button>
            <Button component={Link} to={loginLink} size="md" variant="outline" color="white">
              {t("common:signIn")}
            </Button>
          </Group>
        </Group>
      </Box>
    </Container>
  );
}
