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
  // The server answers these paths 200 and every other page path 404 (apps/api/src/lib/http/spa.ts).
  it("are exactly the shared page route list", () => {
    const routed = screenPaths(appRoutes(new QueryClient())).sort();
    expect(routed).toEqual(PAGE_ROUTES.map((route) => route.path).sort());
  });
});
