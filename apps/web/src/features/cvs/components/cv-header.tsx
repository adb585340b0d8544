import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { StudentAccount } from "@stint/shared/account";
import type { Cv } from "@stint/shared/cvs";
import { IconCalendarEvent, IconDownload, IconFileCv, IconMapPin, IconSchool, IconStar } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Fact } from "../../../components/fact.tsx";
import { formatAgo, formatBytes } from "../../../lib/format.ts";
import { AccountAvatar } from "../../../components/account-avatar.tsx";
import { useVocabularyNames } from "../../skills/components/vocabulary-names.ts";
import { useCvFormat } from "../cv-format.ts";
import classes from "./cv-header.module.css";

type Props = {
  cv: Cv;
  /** The student, when the one reading is the CV's owner; a company is told whose it is by `cv.student`. */
  owner: StudentAccount | null;
  /** The owner's actions (edit, make primary, delete). */
  actions?: ReactNode;
};

/** The top of a CV: whose it is, what it is for, when they are available, and the PDF to download. */
export function CvHeader({ cv, owner, actions }: Props) {
  const { t } = useTranslation("cvs");
  const format = useCvFormat();
  const names = useVocabularyNames();
  const availability = format.availability(cv.availableFrom, cv.availableTo);
  // The owner reads their own account; a company reads whose the CV is as the API shows it (cv.student).
  const person = owner ?? cv.student ?? null;
  const studies = person
    ? [person.fieldOfStudy && names.fieldOfStudy(person.fieldOfStudy), person.university].filter(Boolean).join(" · ")
    : "";
  return (
    <Card className={classes.header}>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {person ? (
          <AccountAvatar
            account={owner}
            name={person.name}
            src={person.avatarUrl}
            size={72}
            radius="xl"
            color="stint"
            visibleFrom="xs"
          />
        ) : (
          <ThemeIcon size={72} radius="xl" variant="light" visibleFrom="xs">
            <IconFileCv size={36} aria-hidden />
          </ThemeIcon>
        )}
        <Stack gap={8} className={classes.body}>
          {person && (
            <Text fw={600} c="dimmed" size="sm">
              {person.name}
            </Text>
          )}
          <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.25} className={classes.title}>
            {cv.title}
          </Title>
          <Group gap={6} wrap="wrap">
            {owner && cv.isPrimary && (
              <Badge color="stint" variant="light" leftSection={<IconStar size={12} aria-hidden />}>
                {t("primaryCv")}
              </Badge>
            )}
            <Badge variant="default" tt="none" fw={500}>
              {format.jobTypes(cv.desiredTypes) ?? t("card.anyJobType")}
            </Badge>
          </Group>
          <Stack gap={4} mt={4}>
            {studies && <Fact icon={IconSchool}>{studies}</Fact>}
            {owner?.address && <Fact icon={IconMapPin}>{t("header.livesIn", { place: owner.address.label })}</Fact>}
            <Fact icon={IconCalendarEvent}>
              {t("header.availabilityUpdated", {
                availability: availability ?? t("card.noAvailability"),
                ago: formatAgo(cv.updatedAt),
              })}
            </Fact>
          </Stack>
          {(cv.file || actions) && (
            <Group gap="xs" mt="xs" wrap="wrap">
              {cv.file && (
                <Button
                  component="a"
                  href={cv.file.url}
                  download={cv.file.name}
                  leftSection={<IconDownload size={16} aria-hidden />}
                >
                  {t("header.download")}
                </Button>
              )}
              {actions}
            </Group>
          )}
          {cv.file && (
            <Text size="xs" c="dimmed" className={classes.file}>
              {t("header.file", { name: cv.file.name, size: formatBytes(cv.file.size) })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
