import { SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { studentAccountPatchSchema, type StudentAccount } from "@stint/shared/account";
import { IconBrandGithub, IconBrandLinkedin, IconPhone, IconWorld } from "@tabler/icons-react";
import { PageHeader } from "../../components/page-header.tsx";
import { paths } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import {
  studentAccountToValues,
  studentValuesToPayload,
} from "../../features/accounts/components/account-form-values.ts";
import { EditActions } from "../../features/accounts/components/edit-actions.tsx";
import { EditCard } from "../../features/accounts/components/edit-card.tsx";
import { StudiesFields } from "../../features/accounts/components/studies-fields.tsx";
import { useAccountEditForm } from "../../features/accounts/components/use-account-edit-form.ts";
import { AddressInput } from "../../features/places/components/address-input.tsx";
import { ApiFormShell } from "../../lib/api-form-shell.tsx";

const BIO_MAX = 1000;

function StudentEditForm({ account }: { account: StudentAccount }) {
  const apiForm = useAccountEditForm({
    account,
    schema: studentAccountPatchSchema,
    toValues: studentAccountToValues,
    toPayload: studentValuesToPayload,
    detailPath: paths.studentDetail,
  });
  const { form } = apiForm;

  return (
    <ApiFormShell apiForm={apiForm} label="Edit your account" errorTitle="Your changes were not saved">
      <Stack gap="lg">
        <EditCard title="Basics">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                label="Full name"
                autoComplete="name"
                required
                maxLength={120}
                {...form.getInputProps("name")}
              />
              <TextInput
                label="Email"
                description="You sign in with this address."
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                {...form.getInputProps("emailAddress")}
              />
            </SimpleGrid>
            <AddressInput
              description="Where you live now; used for distances to jobs."
              {...form.getInputProps("address")}
            />
          </Stack>
        </EditCard>

        <EditCard title="Studies">
          <StudiesFields form={form} />
        </EditCard>

        <EditCard title="About you">
          <Stack gap="md">
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
              description="Companies can find your profile and invite you to apply to their jobs."
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
      </Stack>
      <EditActions cancelTo={paths.studentDetail} saving={apiForm.saving} dirty={form.isDirty()} />
    </ApiFormShell>
  );
}

export function AccountStudentEditRoute() {
  const account = useMe()?.account;
  if (account?.role !== "student") return null;
  return (
    <>
      <PageHeader title="Edit your account" description="Only what you change is saved." />
      {/* The form keeps its own copy: a background refresh of the session never overwrites what is being typed. */}
      <StudentEditForm key={account.id} account={account} />
    </>
  );
}
