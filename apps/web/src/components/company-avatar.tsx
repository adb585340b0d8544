import { Avatar, type AvatarProps } from "@mantine/core";
import { initials } from "../lib/format.ts";
import { companyColor } from "./company-color.ts";

/**
 * The company's uploaded logo, or else its initials on the company's own colour (company-color.ts).
 * Decorative (the name is always written next to it).
 */
export function CompanyAvatar({
  company,
  ...props
}: { company: { id: string; name: string; logoUrl?: string | null } } & AvatarProps) {
  return (
    <Avatar
      radius="md"
      variant="light"
      src={company.logoUrl ?? null}
      alt=""
      aria-hidden
      {...props}
      color={companyColor(company.name)}
    >
      {initials(company.name)}
    </Avatar>
  );
}
