import { Stack, Switch, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconBrandGithub, IconBrandLinkedin, IconPhone, IconWorld } from "@tabler/icons-react";
import { EditCard } from "../../../components/edit-card.tsx";
import { AvatarUploadField } from "../../files/components/avatar-upload-field.tsx";
import type { StudentAccountValues } from "./account-form-values.ts";
import { StudiesFields } from "./studies-fields.tsx";

const BIO_MAX = 1000;

/** The student's cards of the account edit screen, after "Basics": studies, about, links, visibility. */
export function StudentAccountFields({ form }: { form: UseFormReturnType<StudentAccountValues> }) {
  return (
    <>
      <EditCard title="Studies">
        <StudiesFields form={form} />
      </EditCard>

      <EditCard title="About you">
        <Stack gap="md">
          <AvatarUploadField
            purpose="avatar"
            label="Profile picture"
            name={form.values.name}
            value={form.values.avatar}
            onChange={(avatar) => form.setFieldValue("avatar", avatar)}
            error={form.errors.avatar}
          />
          <Textarea
            label="Short bio"
            description={`What you are good at and what you are looking for. ${form.values.bio.length} / ${BIO_MAX}`}
            placeholder="Third-year computer science student who loves building fast, accessible web apps…"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={BIO_MAX}
            {...form.getInputProps("bio")}
          />
          <TextInput
            label="Phone"
            description="Shared only with companies you match with."
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            leftSection={<IconPhone size={18} aria-hidden />}
            maxLength={32}
            {...form.getInputProps("phone")}
          />
        </Stack>
      </EditCard>

      <EditCard title="Links">
        <Stack gap="md">
          <TextInput
            label="LinkedIn"
            placeholder="https://www.linkedin.com/in/your-name"
            type="url"
            inputMode="url"
            leftSection={<IconBrandLinkedin size={18} aria-hidden />}
            {...form.getInputProps("links.linkedin")}
          />
          <TextInput
            label="GitHub"
            placeholder="https://github.com/your-name"
            type="url"
            inputMode="url"
            leftSection={<IconBrandGithub size={18} aria-hidden />}
            {...form.getInputProps("links.github")}
          />
          <TextInput
            label="Portfolio or website"
            placeholder="https://your-name.dev"
            type="url"
            inputMode="url"
            leftSection={<IconWorld size={18} aria-hidden />}
            {...form.getInputProps("links.portfolio")}
          />
        </Stack>
      </EditCard>

      <EditCard title="Visibility and privacy">
        <Stack gap="lg">
          <Switch
            label="Open to offers"
            description="When on, companies can find your profile, read your primary CV and invite you to apply. Invitations you already have stay open either way, and you can always apply yourself."
            size="md"
            {...form.getInputProps("openToOffers", { type: "checkbox" })}
          />
          <Switch
            label="Share my ratings with companies"
            description="Off by default. When on, companies can see the ratings other companies gave you after working together."
            size="md"
            {...form.getInputProps("shareRatings", { type: "checkbox" })}
          />
        </Stack>
      </EditCard>
    </>
  );
}
