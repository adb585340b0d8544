import { Badge, Card, Stack, Table, Text } from "@mantine/core";
import type { AuditEntry } from "@stint/shared/operators";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format.ts";
import { useMediaMatch } from "../../../lib/use-media-match.ts";

const subjectOf = (entry: AuditEntry) => entry.subjectLabel ?? entry.subjectId ?? "—";

/** The lines: a table where there is room, a card per line on a phone. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation("adminAudit");
  const wide = useMediaMatch("(min-width: 48em)");
  const actor = (entry: AuditEntry) => (entry.actorId === null ? t("commandLine") : entry.actorLabel);
  if (!wide) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("table.label")}>
        {entries.map((entry) => (
          <Card key={entry.id} component="li" withBorder padding="sm" radius="md">
            <Text size="sm" c="dimmed">
              {formatDateTime(entry.at)}
            </Text>
            <Badge variant="light" my={4} style={{ textTransform: "none" }}>
              {entry.action}
            </Badge>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("card.line", { actor: actor(entry), subject: subjectOf(entry) })}
            </Text>
            {entry.reason && (
              <Text size="sm" c="dimmed">
                {t("card.reason", { reason: entry.reason })}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={t("table.label")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("table.when")}</Table.Th>
            <Table.Th scope="col">{t("table.who")}</Table.Th>
            <Table.Th scope="col">{t("table.action")}</Table.Th>
            <Table.Th scope="col">{t("table.subject")}</Table.Th>
            <Table.Th scope="col">{t("table.reason")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{actor(entry)}</Table.Td>
              <Table.Td>
                <code>{entry.action}</code>
              </Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{subjectOf(entry)}</Table.Td>
              <Table.Td>{entry.reason ?? ""}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
