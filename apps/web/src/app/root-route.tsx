import { Outlet, ScrollRestoration } from "react-router";

export function RootRoute() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
