import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./stars.module.css";

/** A number of stars as the labels say it: one decimal at most (3.75 → 3.8), the message formats it. */
export function starsValue(value: number) {
  return Math.round(Math.max(0, Math.min(5, value)) * 10) / 10;
}

/**
 * A read-only row of five stars for a rating or an average (filled in proportion, so 3.5 fills three and a half),
 * one image named "4 of 5 stars" for assistive technology.
 */
export function Stars({ value, size = 18, label }: { value: number; size?: number; label?: string }) {
  const { t } = useTranslation("ratings");
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span className={classes.stars} role="img" aria-label={label ?? t("stars.label", { value: starsValue(clamped) })}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = Math.max(0, Math.min(1, clamped - (position - 1)));
        return (
          <span key={position} className={classes.star} aria-hidden>
            <IconStar size={size} className={classes.empty} stroke={1.6} />
            {fill > 0 && (
              <span className={classes.full} style={{ width: `${fill * 100}%` }}>
                <IconStarFilled size={size} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
