import { createTheme, darken, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";
import { TYPE_AHEAD_PROPS } from "../lib/type-ahead.ts";

// An indigo that stays readable on white at every shade used for text (AA from shade 6 up).
const stint: MantineColorsTuple = [
  "#eef0ff",
  "#dcdfff",
  "#b7bcfb",
  "#8f96f6",
  "#6d74f1",
  "#5a5fee",
  "#4f46e5",
  "#4038c9",
  "#3730a3",
  "#2b2680",
];

// System fonts only: no web font download on a phone connection, and they look native everywhere.
const systemSans =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: "stint",
  primaryShade: { light: 6, dark: 4 },
  colors: { stint },
  fontFamily: systemSans,
  headings: { fontFamily: systemSans, fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  // Who asks their system for less motion gets no transitions (WCAG 2.3.3): modals, menus and toasts appear at once.
  respectReducedMotion: true,
  autoContrast: true,
  components: {
    Button: { defaultProps: { radius: "md" } },
    Card: { defaultProps: { radius: "lg", withBorder: true, padding: "lg" } },
    Paper: { defaultProps: { radius: "lg" } },
    TextInput: { defaultProps: { size: "md" } },
    // The show/hide toggle is a button of its own that the keyboard reaches too (Mantine skips it by default);
    // pressed means the password is shown.
    PasswordInput: {
      defaultProps: {
        size: "md",
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { "aria-label": "Show password" },
      },
    },
    Textarea: { defaultProps: { size: "md" } },
    // Choosing the value already chosen keeps it (Mantine clears it by default, which emptied a required field
    // unnoticed); an optional select offers its clear button instead.
    Select: { defaultProps: { size: "md", allowDeselect: false, ...TYPE_AHEAD_PROPS } },
    MultiSelect: { defaultProps: TYPE_AHEAD_PROPS },
    Autocomplete: { defaultProps: TYPE_AHEAD_PROPS },
    TagsInput: { defaultProps: TYPE_AHEAD_PROPS },
    Notification: {
      defaultProps: { radius: "md", closeButtonProps: { "aria-label": "Dismiss notification" } },
      // Mantine's dimmed description (gray.6 on white, 3.3:1) falls under WCAG AA.
      styles: { description: { color: "var(--mantine-color-gray-7)" } },
    },
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    MonthPickerInput: { defaultProps: { size: "md" } },
    // A number out of range (a pay of -5, 0 openings) stays as typed and the schema's message says why, instead
    // of being changed silently on blur (or its minus sign dropped) and saved as something else.
    NumberInput: { defaultProps: { clampBehavior: "none" } },
    // Centred like the rest of an empty state when its buttons wrap onto several lines (on a phone).
    EmptyState: { styles: { actions: { justifyContent: "center" } } },
  },
});

// Mantine's light variants put shade 9 text on shade 1, and its filled red and error text use shade 6: several
// of those pairs fall under WCAG AA (4.5:1). These overrides keep every coloured text readable.
const DARKER_LIGHT_TEXT: Record<string, number> = {
  red: 0.15,
  teal: 0.2,
  green: 0.25,
  orange: 0.25,
  yellow: 0.35,
  lime: 0.3,
  cyan: 0.15,
  blue: 0.1,
};

export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => {
  const light: Record<string, string> = {
    "--mantine-color-dimmed": "#5f666d",
    "--mantine-color-placeholder": "#6c737a",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-red-filled": "var(--mantine-color-red-9)",
    "--mantine-color-red-filled-hover": darken(resolvedTheme.colors.red[9], 0.15),
    "--mantine-color-red-outline": "var(--mantine-color-red-9)",
  };
  for (const [name, amount] of Object.entries(DARKER_LIGHT_TEXT)) {
    const shades = resolvedTheme.colors[name];
    if (!shades) continue;
    light[`--mantine-color-${name}-light`] = `var(--mantine-color-${name}-0)`;
    light[`--mantine-color-${name}-light-hover`] = `var(--mantine-color-${name}-1)`;
    light[`--mantine-color-${name}-light-color`] = darken(shades[9], amount);
  }
  return { variables: {}, light, dark: {} };
};
