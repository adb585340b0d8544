import { Avatar, type AvatarProps } from "@mantine/core";
import { IconUserOff } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { companyColor } from "../../../components/company-color.ts";
import { initials } from "../../../lib/format.ts";

export type OtherSide = {
  kind: "student" | "company";
  name: string;
  avatarUrl: string | null;
  deleted: boolean;
};

/** The other side of a conversation: their picture or logo, else initials (a company's on its own colour). */
export function OtherAvatar({ other, ...props }: { other: OtherSide } & AvatarProps) {
  if (other.deleted) {
    return (
      <Avatar color="gray" alt="" {...props}>
        <IconUserOff size="60%" aria-hidden />
      </Avatar>
    );
  }
  return (
    <Avatar
      src={other.avatarUrl}
      alt=""
      color={other.kind === "company" ? companyColor(other.name) : "stint"}
      {...props}
    >
      {initials(other.name)}
    </Avatar>
  );
}

/** The name to show: the account's, or a marker once it was deleted (`t` of a screen that loaded `conversations`). */
export const otherName = (t: TFunction, other: OtherSide) =>
  other.deleted ? t("conversations:deletedAccount") : other.name;
