import { Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AuditFilters as Filters } from "../api/audit-log.ts";

/** Action prefix and subject; applied on submit, so that typing does not ask the server at every key. */
export function AuditFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation("adminAudit");
  const [action, setAction] = useState(value.action);
  const [subject, setSubject] = useState(value.subject);
  return (
    <form
      role="search"
      aria-label={t("filters.label")}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ action: action.trim().toLowerCase(), subject: subject.trim() });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t("filters.action")}
          description={t("filters.actionHint")}
          value={action}
          onChange={(event) => setAction(event.currentTarget.value)}
          style={{ flex: "1 1 12rem" }}
        />
        <TextInput
          label={t("filters.subject")}
          description={t("filters.subjectHint")}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          style={{ flex: "1 1 12rem" }}
        />
        <Button type="submit">{t("filters.apply")}</Button>
        {(value.action || value.subject) && (
          <Button
            variant="default"
            onClick={() => {
              setAction("");
              setSubject("");
              onChange({ action: "", subject: "" });
            }}
          >
            {t("filters.clear")}
          </Button>
        )}
      </Group>
    </form>
  );
}
