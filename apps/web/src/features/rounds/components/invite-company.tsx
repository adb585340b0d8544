import { Button, Group, Select } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { Round } from "@stint/shared/rounds";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { useCompanySearch, useRoundMembers } from "../api/members.ts";

type Found = { id: string; name: string; city: string | null };

/** The creator finds a company by its name (at least 2 letters) and invites it to the round. */
export function InviteCompany({ round }: { round: Round }) {
  const { t } = useTranslation("rounds");
  const { error: errorText } = useMessages();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Found | null>(null);
  const results = useCompanySearch(search);
  const { invite } = useRoundMembers(round.id);
  const members = new Set(round.members.map((member) => member.companyId));
  const found = (results.data ?? []).filter((company) => !members.has(company.id));
  const options = chosen && !found.some((company) => company.id === chosen.id) ? [chosen, ...found] : found;
  const words = search.trim();

  const send = () => {
    if (!chosen) return;
    invite.mutate(chosen.id, {
      onSuccess: () => {
        notifications.show({
          color: "teal",
          title: t("invite.sent"),
          message: t("invite.sentText", { company: chosen.name }),
        });
        setChosen(null);
        setSearch("");
      },
      onError: (error) =>
        notifications.show({ color: "red", title: t("invite.notSent"), message: errorText(error) }),
    });
  };

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t("invite.label")}
        placeholder={t("invite.placeholder")}
        searchable
        clearable
        style={{ flex: "1 1 14rem" }}
        leftSection={<IconSearch size={16} aria-hidden />}
        searchValue={search}
        onSearchChange={setSearch}
        data={options.map((company) => ({ value: company.id, label: company.name }))}
        renderOption={({ option }) => {
          const company = options.find((item) => item.id === option.value);
          return company?.city ? `${company.name} · ${company.city}` : option.label;
        }}
        // The API searched already; every answer is shown.
        filter={({ options: all }) => all}
        value={chosen?.id ?? null}
        onChange={(id) => setChosen(options.find((company) => company.id === id) ?? null)}
        nothingFoundMessage={
          words.length < 2
            ? t("invite.typeMore")
            : results.isFetching
              ? t("invite.searching")
              : t("invite.none")
        }
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        leftSection={<IconUserPlus size={16} aria-hidden />}
        onClick={send}
        disabled={!chosen}
        loading={invite.isPending}
      >
        {t("invite.submit")}
      </Button>
    </Group>
  );
}
