import { Textarea, type TextareaProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../lib/format.ts";

type Props = Omit<TextareaProps, "value" | "maxLength" | "description"> & {
  value: string;
  /** Said before the count, e.g. "Optional.". */
  description?: string;
  /** The most characters the API takes. */
  max: number;
};

/** A text box for a note or a reason, with "12 / 2,000 characters" under it; it takes no more than `max`. */
export function CountedTextarea({ value, max, description, ...props }: Props) {
  const { t } = useTranslation("components");
  const count = t("countedTextarea.count", { count: formatNumber(value.length), max: formatNumber(max) });
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={10}
      {...props}
      value={value}
      maxLength={max}
      description={description ? `${description} ${count}` : count}
    />
  );
}
