import { Avatar, type AvatarProps } from "@mantine/core";
import type { Account } from "@stint/shared/account";
import { initials } from "../lib/format.ts";
import { companyColor } from "./company-color.ts";

/**
 * The account's picture (a student's avatar, a company's logo), or its initials until one is uploaded. A
 * company's initials are always on its own colour, the one students see on its jobs; `color` is a student's.
 */
export function AccountAvatar({ account, name, ...props }: { account: Account | null; name: string } & AvatarProps) {
  const src = account ? (account.role === "student" ? account.avatarUrl : account.logoUrl) : null;
  const color = account?.role === "company" ? companyColor(name) : props.color;
  return (
    <Avatar src={src} alt="" {...props} color={color}>
      {initials(name)}
    </Avatar>
  );
}
