import { PAGE_ROUTES } from "@stint/shared/page-routes";
import { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { appRoutes } from "./router.tsx";

/** The full path of every screen the router has: an index route or a leaf with a path (not the `*` catch-all). */
function screenPaths(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    if (route.path === "*") return [];
    const here =
      route.path === undefined
        ? parent
        : route.path.startsWith("/")
          ? route.path
          : `${parent.replace(/\/$/, "")}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [here || "/"] : [];
    return [...own, ...screenPaths(route.children ?? [], here)];
  });
}

describe("the router's screens", () => {
  const routed = screenPaths(appRoutes(new QueryClient()));
  const table = PAGE_ROUTES.map((route) => route.path);

  // The server answers these paths 200 and every other page path 404 (apps/api/src/lib/http/spa.ts).
  it("are exactly the shared page route list", () => {
    expect([...routed].sort()).toEqual([...table].sort());
  });

  it("have no path outside the screen table", () => {
    expect(routed.filter((path) => !table.includes(path))).toEqual([]);
  });

  it("route every screen of the table, once", () => {
    expect(table.filter((path) => routed.filter((routedPath) => routedPath === path).length !== 1)).toEqual([]);
  });
});
