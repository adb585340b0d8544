import { Stack, Switch, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconBrandGithub, IconBrandLinkedin, IconPhone, IconWorld } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format.ts";
import { EditCard } from "../../../components/edit-card.tsx";
import { AvatarUploadField } from "../../files/components/avatar-upload-field.tsx";
import type { StudentAccountValues } from "./account-form-values.ts";
import { StudiesFields } from "./studies-fields.tsx";

const BIO_MAX = 1000;

/** The student's cards of the account edit screen, after "Basics": studies, about, links, visibility. */
export function StudentAccountFields({ form }: { form: UseFormReturnType<StudentAccountValues> }) {
  const { t } = useTranslation("accounts");
  return (
    <>
      <EditCard title={t("detail.studies")}>
        <StudiesFields form={form} />
      </EditCard>

      <EditCard title={t("finish.aboutYou")}>
        <Stack gap="md">
          <AvatarUploadField
            purpose="avatar"
            label={t("edit.picture")}
            name={form.values.name}
            value={form.values.avatar}
            onChange={(avatar) => form.setFieldValue("avatar", avatar)}
            error={form.errors.avatar}
          />
          <Textarea
            label={t("edit.bio")}
            description={t("edit.bioText", {
              count: formatNumber(form.values.bio.length),
              max: formatNumber(BIO_MAX),
            })}
            placeholder={t("edit.bioPlaceholder")}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={BIO_MAX}
            {...form.getInputProps("bio")}
          />
          <TextInput
            label={t("detail.phone")}
            description={t("edit.phoneText")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            leftSection={<IconPhone size={18} aria-hidden />}
            maxLength={32}
            {...form.getInputProps("phone")}
          />
        </Stack>
      </EditCard>

      <EditCard title={t("detail.links")}>
        <Stack gap="md">
          <TextInput
            label={t("detail.linkedin")}
            placeholder={t("edit.linkedinPlaceholder")}
            type="url"
            inputMode="url"
            leftSection={<IconBrandLinkedin size={18} aria-hidden />}
            {...form.getInputProps("links.linkedin")}
          />
          <TextInput
            label={t("detail.github")}
            placeholder={t("edit.githubPlaceholder")}
            type="url"
            inputMode="url"
            leftSection={<IconBrandGithub size={18} aria-hidden />}
            {...form.getInputProps("links.github")}
          />
          <TextInput
            label={t("edit.portfolio")}
            placeholder={t("edit.portfolioPlaceholder")}
            type="url"
            inputMode="url"
            leftSection={<IconWorld size={18} aria-hidden />}
            {...form.getInputProps("links.portfolio")}
          />
        </Stack>
      </EditCard>

      <EditCard title={t("edit.visibility")}>
        <Stack gap="lg">
          <Switch
            label={t("detail.openToOffers")}
            description={t("edit.openToOffersText")}
            size="md"
            {...form.getInputProps("openToOffers", { type: "checkbox" })}
          />
          <Switch
            label={t("edit.shareRatings")}
            description={t("edit.shareRatingsText")}
            size="md"
            {...form.getInputProps("shareRatings", { type: "checkbox" })}
          />
        </Stack>
      </EditCard>
    </>
  );
}
