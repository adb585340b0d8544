import { Avatar, type AvatarProps } from "@mantine/core";
import { initials } from "../lib/format.ts";

const COLORS = ["stint", "orange", "teal", "grape", "cyan", "pink", "indigo", "lime"] as const;

function colorFor(id: string) {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length];
}

/**
 * The company's uploaded logo, or else its initials on a colour that stays the same for the company, so a
 * student recognises it across the list. Decorative (the name is always written next to it).
 */
export function CompanyAvatar({
  company,
  ...props
}: { company: { id: string; name: string; logoUrl?: string | null } } & AvatarProps) {
  return (
    <Avatar
      radius="md"
      variant="light"
      color={colorFor(company.id)}
      src={company.logoUrl ?? null}
      alt=""
      aria-hidden
      {...props}
    >
      {initials(company.name)}
    </Avatar>
  );
}
