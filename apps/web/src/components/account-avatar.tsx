import { Avatar, type AvatarProps } from "@mantine/core";
import type { Account } from "@stint/shared/account";
import { initials } from "../lib/format.ts";

/** The account's picture (a student's avatar, a company's logo), or its initials until one is uploaded. */
export function AccountAvatar({ account, name, ...props }: { account: Account | null; name: string } & AvatarProps) {
  const src = account ? (account.role === "student" ? account.avatarUrl : account.logoUrl) : null;
  return (
    <Avatar src={src} alt="" {...props}>
      {initials(name)}
    </Avatar>
  );
}
