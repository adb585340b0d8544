import { useTranslation } from "react-i18next";
import { LogoMark } from "./logo.tsx";

/**
 * Shown until the session is known (seed §4: the app mounts only after the first answer). Plain markup styled by
 * the entry's stylesheet (`.splash` in global.css), because the build also writes it into index.html
 * (vite.config.ts, staticSplash): a phone shows it as soon as the page and that stylesheet arrive, before any
 * script, and React's first render draws the same thing in the same place.
 */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status">
      <LogoMark size={56} />
      <span className="splash-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="splash-label">{t("splash")}</span>
    </div>
  );
}
