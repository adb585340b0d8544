import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router";

export function RootRoute() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
