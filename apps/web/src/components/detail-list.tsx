import { Anchor, Box, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./detail-list.module.css";

export type DetailItem = {
  label: string;
  value: ReactNode | null | undefined;
  /** Where to add the value when it is empty. */
  addTo?: string;
};

/** Label/value pairs as a description list; empty values say so and, where possible, link to adding them. */
export function DetailList({ items }: { items: DetailItem[] }) {
  const { t, i18n } = useTranslation("components");
  // "Add university or school" in English; German nouns keep their capital letter.
  const inSentence = (label: string) => (i18n.language === "en" ? label.toLowerCase() : label);
  return (
    <Box component="dl" className={classes.list}>
      {items.map((item) => (
        <div key={item.label} className={classes.row}>
          <Text component="dt" size="sm" c="dimmed" className={classes.term}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" className={classes.value}>
            {item.value === null || item.value === undefined || item.value === "" ? (
              item.addTo ? (
                <Anchor
                  component={Link}
                  to={item.addTo}
                  size="sm"
                  aria-label={t("detailList.addLabel", { label: inSentence(item.label) })}
                >
                  {t("detailList.add")}
                </Anchor>
              ) : (
                <Text span c="dimmed" size="sm">
                  {t("detailList.notAdded")}
                </Text>
              )
            ) : (
              item.value
            )}
          </Text>
        </div>
      ))}
    </Box>
  );
}
