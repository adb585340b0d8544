import { Alert, Box, LoadingOverlay } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import classes from "./api-form-shell.module.css";
import type { ApiForm } from "./use-api-form.ts";

type Props<Values extends Record<string, unknown>, Result> = {
  apiForm: ApiForm<Values, Result>;
  children: ReactNode;
  /** Names the form for assistive technology, e.g. "Sign in". */
  label: string;
  errorTitle?: string;
  /** Extra content inside the error Alert, such as "Request a new link". */
  errorAction?: ReactNode;
};

/** Renders a form of the one form pattern: overlay while saving, the non-field error above the inputs. */
export function ApiFormShell<Values extends Record<string, unknown>, Result>({
  apiForm,
  children,
  label,
  errorTitle,
  errorAction,
}: Props<Values, Result>) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      className={classes.form}
      pos="relative"
      noValidate
      onSubmit={apiForm.onSubmit}
      aria-label={label}
      aria-busy={apiForm.saving}
    >
      <LoadingOverlay
        visible={apiForm.saving}
        zIndex={10}
        overlayProps={{ radius: "md", blur: 1, backgroundOpacity: 0.35 }}
        loaderProps={{ "aria-label": t("saving") } as Record<string, string>}
      />
      {apiForm.formErrorMessage && (
        <Alert
          variant="light"
          color="red"
          title={errorTitle ?? t("form.errorTitle")}
          icon={<IconAlertCircle aria-hidden />}
          withCloseButton
          closeButtonLabel={t("dismiss")}
          onClose={apiForm.dismissFormError}
          mb="md"
          role="alert"
        >
          {apiForm.formErrorMessage}
          {errorAction && <Box mt="xs">{errorAction}</Box>}
        </Alert>
      )}
      {children}
    </Box>
  );
}
