import { Group, Text, type GroupProps } from "@mantine/core";

type Props = GroupProps & { size?: number; withWordmark?: boolean };

/** The product's name: the same in every language. */
const WORDMARK = "Stint";

/** The Stint mark: an "S" on the brand indigo with an amber spark. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {/* The colour's value too, for the splash in index.html, drawn before Mantine defines its variables. */}
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-stint-6, #4f46e5)" />
      <path
        d="M41.5 20.5c-2.6-2.4-6-3.5-9.7-3.5-6.6 0-11 3.6-11 8.6 0 4.6 3.3 6.9 9.6 8.3l2.6.6c3.6.8 5 1.9 5 3.8 0 2.2-2.3 3.7-5.8 3.7-3.4 0-6.3-1.3-8.4-3.6l-3.8 4.3c2.9 3 7.2 4.6 12 4.6 7.2 0 11.8-3.7 11.8-9.2 0-4.6-3-7.1-9.5-8.5l-2.7-.6c-3.3-.7-4.6-1.7-4.6-3.4 0-1.9 1.9-3.2 4.9-3.2 2.6 0 4.8.9 6.6 2.5z"
        fill="#fff"
      />
      <circle cx="47" cy="45" r="4" fill="#fbbf24" />
    </svg>
  );
}

export function Logo({ size = 32, withWordmark = true, ...groupProps }: Props) {
  return (
    <Group gap={8} wrap="nowrap" {...groupProps}>
      <LogoMark size={size} />
      {withWordmark && (
        <Text
          component="span"
          fw={800}
          fz={size * 0.7}
          lh={1}
          style={{ letterSpacing: "-0.02em" }}
          c="var(--mantine-color-text)"
        >
          {WORDMARK}
        </Text>
      )}
    </Group>
  );
}
